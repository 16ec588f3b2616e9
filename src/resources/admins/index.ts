import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'admins',
  subject: 'Admin',
  icon: AdminPanelSettingsIcon,
  ops: { path: 'ops' },
  details: '',
});
