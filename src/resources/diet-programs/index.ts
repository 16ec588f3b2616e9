import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'diet-programs',
  subject: 'DietProgram',
  icon: RestaurantMenuIcon,
  // /default/diet-programs/ops creates, /default/diet-programs/ops/:id edits (the form slot, until the form exists).
  ops: { path: 'ops' },
});
