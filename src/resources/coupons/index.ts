// The coupon form: /default/coupons/ops creates, /default/coupons/ops/:id edits (spec 2.2).
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default { form: lazyForm(() => import('./CouponFormPage')) } satisfies CustomScreens;
