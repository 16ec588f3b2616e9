import MapIcon from '@mui/icons-material/Map';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'areas',
  subject: 'Area',
  icon: MapIcon,
});
