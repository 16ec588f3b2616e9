// The referral-discount form: /default/referral-discounts/ops creates, /default/referral-discounts/ops/:id edits (spec 2.2).
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default { form: lazyForm(() => import('./ReferralDiscountFormPage')) } satisfies CustomScreens;
