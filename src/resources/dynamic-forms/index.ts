import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'dynamic-forms',
  subject: 'DynamicForm',
  icon: DynamicFormIcon,
});
