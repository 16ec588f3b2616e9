import LiveHelpIcon from '@mui/icons-material/LiveHelp';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'faq-list',
  model: 'faqs',
  subject: 'Faq',
  icon: LiveHelpIcon,
  // The list is /default/faq-list, the form /default/faq/ops/:id?.
  ops: { base: 'faq', path: 'ops' },
});
