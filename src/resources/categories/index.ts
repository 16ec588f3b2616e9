import CategoryIcon from '@mui/icons-material/Category';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'categories',
  subject: 'Category',
  icon: CategoryIcon,
});
