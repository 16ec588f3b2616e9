import StorefrontIcon from '@mui/icons-material/Storefront';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'sellers',
  subject: 'Seller',
  icon: StorefrontIcon,
});
