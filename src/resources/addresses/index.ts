import HomeIcon from '@mui/icons-material/Home';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'addresses',
  subject: 'Address',
  icon: HomeIcon,
});
