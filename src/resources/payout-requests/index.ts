import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'payout-requests',
  subject: 'PayoutRequest',
  icon: RequestQuoteIcon,
  ops: { path: 'ops' },
  details: '',
});
