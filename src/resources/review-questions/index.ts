import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'review-questions',
  subject: 'ReviewQuestion',
  icon: QuestionAnswerIcon,
});
