import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'sub-categories',
  subject: 'SubCategory',
  icon: AccountTreeIcon,
});
