import PercentIcon from '@mui/icons-material/Percent';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'commissions',
  subject: 'Commission',
  icon: PercentIcon,
});
