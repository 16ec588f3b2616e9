import SecurityIcon from '@mui/icons-material/Security';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'roles',
  subject: 'Role',
  icon: SecurityIcon,
  ops: { path: 'ops' },
});
