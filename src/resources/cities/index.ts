import LocationCityIcon from '@mui/icons-material/LocationCity';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'cities',
  subject: 'City',
  icon: LocationCityIcon,
});
