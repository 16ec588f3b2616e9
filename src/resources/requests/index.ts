import AssignmentIcon from '@mui/icons-material/Assignment';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'requests',
  subject: 'Request',
  icon: AssignmentIcon,
  list: { today: true, todayField: 'delivery_date' },
});
