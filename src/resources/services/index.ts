import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'services',
  subject: 'Service',
  icon: MiscellaneousServicesIcon,
});
