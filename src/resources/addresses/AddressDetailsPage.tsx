// /default/addresses/:id — the address's fields, then its location: the coordinates as text and, when a
// tile server is set up, the pin on a map.
import { useTranslate } from 'react-admin';
import { CoordinatesView, pointOf } from '../../maps/CoordinatesView';
import { MapSection } from '../../maps/MapSection';
import { detailsPage } from '../../pages/details/detailsPage';
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

export default detailsPage({ model: 'addresses', title: 'maps.address_title', Sections: AddressLocation });
