// /default/areas/:id — the area's fields, then its outline: its corners and bounding box as text and,
// when a tile server is set up, drawn on a map.
import { parseOutline } from '../../../common/geo/polygon';
import { mapSection } from '../../maps/MapSection';
import { OutlineView } from '../../maps/OutlineView';
import { detailsPage } from '../../pages/details/detailsPage';

export const AreaOutline = mapSection('maps.outline', ({ outline: text }) => {
  const outline = typeof text === 'string' && text !== '' ? parseOutline(text) : null;
  return { text: <OutlineView outline={outline} />, map: outline && { outline } };
});

export default detailsPage({ model: 'areas', title: 'maps.area_title', Sections: AreaOutline });
