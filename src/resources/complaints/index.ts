import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'complaints',
  subject: 'Complaint',
  icon: ReportProblemIcon,
});
