import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { lazyForm } from '../../forms/lazyForm';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'coupons',
  subject: 'Coupon',
  icon: ConfirmationNumberIcon,
  // /default/coupons/ops creates, /default/coupons/ops/:id edits.
  ops: { path: 'ops', form: lazyForm(() => import('./CouponFormPage')) },
});
