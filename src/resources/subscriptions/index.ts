import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'subscriptions',
  subject: 'Subscription',
  icon: CardMembershipIcon,
  details: '',
});
