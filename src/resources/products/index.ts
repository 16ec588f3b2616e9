import Inventory2Icon from '@mui/icons-material/Inventory2';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'products',
  subject: 'Product',
  icon: Inventory2Icon,
});
