// /default/addresses/:id — the address's fields, then its location: the coordinates as text and, when a
// tile server is set up, the pin on a map.
import { useBasename, useTranslate } from 'react-admin';
import { RecordDetails } from '../../list/pages/RecordDetails';
import { CoordinatesView, pointOf } from '../../maps/CoordinatesView';
import { MapSection } from '../../maps/MapSection';
import type { SingleRecord } from '../../providers/dataProvider';

export function AddressLocation({ single }: { single: SingleRecord }) {
  const translate = useTranslate();
  const point = pointOf(single.item);
  return (
    <MapSection
      title={translate('maps.location')}
      single={single}
      text={<CoordinatesView point={point} />}
      map={point && { point }}
    />
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
