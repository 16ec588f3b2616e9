// A details page's place (an address's pin, an area's outline): the place as text, then, when there is
// one, drawn on a map named after the record.
import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../pages/details/SectionCard';
import type { SingleRecord } from '../providers/apiAnswers';
import { MapView, type MapViewProps } from './MapView';

interface MapSectionProps {
  title: string;
  single: SingleRecord;
  /** The place as text, shown with or without a map. */
  text: ReactNode;
  /** What the map draws; null: nothing to draw. */
  map: Omit<MapViewProps, 'label'> | null;
}

export function MapSection({ title, single, text, map }: MapSectionProps) {
  const translate = useTranslate();
  return (
    <SectionCard title={title}>
      <Stack spacing={2}>
        {text}
        {map && <MapView label={translate('maps.map_of', { name: single.title ?? '' })} {...map} />}
      </Stack>
    </SectionCard>
  );
}
