import CreditCardIcon from '@mui/icons-material/CreditCard';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'payment-methods',
  subject: 'PaymentMethod',
  icon: CreditCardIcon,
  ops: { path: 'ops' },
});
