// A details page's place (an address's pin, an area's outline): the place as text, then, when there is
// one, drawn on a map named after the record. A model states only its section's title and how its record
// reads as a place.
import type { FunctionComponent, ReactNode } from 'react';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../pages/details/SectionCard';
import type { SingleRecord } from '../providers/apiAnswers';
import { MapView, type MapViewProps } from './MapView';

export interface Place {
  /** The place as text, shown with or without a map. */
  text: ReactNode;
  /** What the map draws; null: nothing to draw. */
  map: Omit<MapViewProps, 'label'> | null;
}

/** The section titled by the message `title`, showing the place `placeOf` reads from the record's item. */
export function mapSection(
  title: string,
  placeOf: (item: SingleRecord['item']) => Place,
): FunctionComponent<{ single: SingleRecord }> {
  return function MapSection({ single }) {
    const translate = useTranslate();
    const { text, map } = placeOf(single.item);
    return (
      <SectionCard title={translate(title)}>
        <Stack spacing={2}>
          {text}
          {map && <MapView label={translate('maps.map_of', { name: single.title ?? '' })} {...map} />}
        </Stack>
      </SectionCard>
    );
  };
}
