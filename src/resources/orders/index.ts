import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'orders',
  subject: 'Order',
  icon: ShoppingCartIcon,
  list: { today: true, todayField: 'delivery_date' },
});
