import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'payment-transactions',
  subject: 'PaymentTransaction',
  icon: ReceiptLongIcon,
});
