import PaidIcon from '@mui/icons-material/Paid';
import { lazyForm } from '../../forms/lazyForm';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'program-prices',
  subject: 'ProgramPrice',
  icon: PaidIcon,
  // /default/program-prices/ops creates, /default/program-prices/ops/:id edits.
  ops: { path: 'ops', form: lazyForm(() => import('./ProgramPriceFormPage')) },
});
