// /default/areas/:id — the area's fields, then its outline: its corners and bounding box as text and,
// when a tile server is set up, drawn on a map.
import { useBasename, useTranslate } from 'react-admin';
import { parseOutline } from '../../../common/geo/polygon';
import { RecordDetails } from '../../list/pages/RecordDetails';
import { MapSection } from '../../maps/MapSection';
import { OutlineView } from '../../maps/OutlineView';
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

export default function AreaDetailsPage() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <RecordDetails model="areas" title={translate('maps.area_title')} listPath={`${basename}/areas`}>
      {(single) => <AreaOutline single={single} />}
    </RecordDetails>
  );
}
