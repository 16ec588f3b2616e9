// /default/addresses/:id — the address's fields, then its location: the coordinates as text and, when a
// tile server is set up, the pin on a map.
import { CoordinatesView, pointOf } from '../../maps/CoordinatesView';
import { mapSection } from '../../maps/MapSection';
import { detailsPage } from '../../pages/details/detailsPage';

export const AddressLocation = mapSection('maps.location', (item) => {
  const point = pointOf(item);
  return { text: <CoordinatesView point={point} />, map: point && { point } };
});

export default detailsPage({ model: 'addresses', title: 'maps.address_title', Sections: AddressLocation });
