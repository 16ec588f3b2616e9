import RateReviewIcon from '@mui/icons-material/RateReview';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'reviews',
  subject: 'Review',
  icon: RateReviewIcon,
});
