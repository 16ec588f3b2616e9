import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'buyers',
  subject: 'Buyer',
  icon: ShoppingBagIcon,
});
