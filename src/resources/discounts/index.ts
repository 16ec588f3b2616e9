import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyForm } from '../../forms/lazyForm';
import { modelResource } from '../modelResource';

export default modelResource({
  name: 'discounts',
  subject: 'Discount',
  icon: LocalOfferIcon,
  // The discount form (spec 2.6): /default/discounts/ops creates, /default/discounts/ops/:id edits.
  ops: { path: 'ops', form: lazyForm(() => import('./DiscountFormPage')) },
});
