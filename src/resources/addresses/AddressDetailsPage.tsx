// /default/addresses/:id — the address's fields, then its location: the coordinates as text and, when a
// tile server is set up, the pin on a map.
import { Stack } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { RecordDetails } from '../../list/pages/RecordDetails';
import { CoordinatesView, pointOf } from '../../maps/CoordinatesView';
import { MapView } from '../../maps/MapView';
import { SectionCard } from '../../pages/details/SectionCard';
import type { SingleRecord } from '../../providers/dataProvider';

export function AddressLocation({ single }: { single: SingleRecord }) {
  const translate = useTranslate();
  const point = pointOf(single.item);
  return (
    <SectionCard title={translate('maps.location')}>
      <Stack spacing={2}>
        <CoordinatesView point={point} />
        {point && <MapView label={translate('maps.map_of', { name: single.title ?? '' })} point={point} />}
      </Stack>
    </SectionCard>
  );
}

export default function AddressDetailsPage() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <RecordDetails model="addresses" title={translate('maps.address_title')} listPath={`${basename}/addresses`}>
      {(single) => <AddressLocation single={single} />}
    </RecordDetails>
  );
}
