// /default/areas/:id — the area's fields, then its outline: its corners and bounding box as text and,
// when a tile server is set up, drawn on a map.
import { useTranslate } from 'react-admin';
import { parseOutline } from '../../../common/geo/polygon';
import { MapSection } from '../../maps/MapSection';
import { OutlineView } from '../../maps/OutlineView';
import { detailsPage } from '../../pages/details/detailsPage';
import type { SingleRecord } from '../../providers/dataProvider';

export function AreaOutline({ single }: { single: SingleRecord }) {
  const translate = useTranslate();
  const { outline: text } = single.item;
  const outline = typeof text === 'string' && text !== '' ? parseOutline(text) : null;
  return (
    <MapSection
      title={translate('maps.outline')}
      single={single}
      text={<OutlineView outline={outline} />}
      map={outline && { outline }}
    />
  );
}

export default detailsPage({ model: 'areas', title: 'maps.area_title', Sections: AreaOutline });
