import ArticleIcon from '@mui/icons-material/Article';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'pages',
  subject: 'Page',
  icon: ArticleIcon,
  ops: { path: 'ops' },
});
