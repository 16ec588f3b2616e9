// /default/areas/:id — the area's fields, then its outline: its corners and bounding box as text and,
// when a tile server is set up, drawn on a map.
import { Stack } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { parseOutline } from '../../../common/geo/polygon';
import { RecordDetails } from '../../list/pages/RecordDetails';
import { MapView } from '../../maps/MapView';
import { OutlineView } from '../../maps/OutlineView';
import { SectionCard } from '../../pages/details/SectionCard';
import type { SingleRecord } from '../../providers/dataProvider';

export function AreaOutline({ single }: { single: SingleRecord }) {
  const translate = useTranslate();
  const { outline: text } = single.item;
  const outline = typeof text === 'string' && text !== '' ? parseOutline(text) : null;
  return (
    <SectionCard title={translate('maps.outline')}>
      <Stack spacing={2}>
        <OutlineView outline={outline} />
        {outline && <MapView label={translate('maps.map_of', { name: single.title ?? '' })} outline={outline} />}
      </Stack>
    </SectionCard>
  );
}

export default function AreaDetailsPage() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <RecordDetails model="areas" title={translate('maps.area_title')} listPath={`${basename}/areas`}>
      {(single) => <AreaOutline single={single} />}
    </RecordDetails>
  );
}
