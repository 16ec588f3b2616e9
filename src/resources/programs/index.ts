import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'programs',
  subject: 'Program',
  icon: FitnessCenterIcon,
  // /default/programs/ops creates, /default/programs/ops/:id edits (the form slot, until the form exists).
  ops: { path: 'ops' },
  // Link cells name `program-details`: /default/programs/:id.
  details: '',
});
