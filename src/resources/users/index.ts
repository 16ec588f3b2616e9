import PeopleIcon from '@mui/icons-material/People';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'users',
  subject: 'User',
  icon: PeopleIcon,
  ops: { path: 'users-ops' },
  details: 'users-list',
});
