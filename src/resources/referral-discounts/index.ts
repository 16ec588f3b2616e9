import RedeemIcon from '@mui/icons-material/Redeem';
import { lazyForm } from '../../forms/lazyForm';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'referral-discounts',
  subject: 'ReferralDiscount',
  icon: RedeemIcon,
  // /default/referral-discounts/ops creates, /default/referral-discounts/ops/:id edits.
  ops: { path: 'ops', form: lazyForm(() => import('./ReferralDiscountFormPage')) },
});
