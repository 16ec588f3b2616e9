// What the offers (coupons, discounts, referral discounts) declare alike: a discount is a percentage or a
// fixed amount, and an offer is valid between two dates.
import { L, LABELS, options } from './common';
import { date, number, type Prop, status } from './props';
import type { Localized } from './types';

export const DISCOUNT_TYPE_OPTIONS = options({
  percentage: ['Percentage', 'نسبة مئوية', 'info'],
  fixed: ['Fixed amount', 'مبلغ ثابت', 'secondary'],
});

/** The discount's type, filtered one choice at a time. */
export const discountType = status(DISCOUNT_TYPE_OPTIONS, {
  name: 'discount_type',
  label: LABELS.type,
  filter: 'choice',
});

/**
 * A percentage or an amount as the row's `typeColumn` says (its cell reads '10%' or 'EGP 50.00'), with its
 * from–to filter when asked.
 */
export function valueByType(name: string, label: Localized, typeColumn: string, range = false): Prop {
  const value = number(name, label, { range });
  return { ...value, headers: value.headers.map((header) => ({ ...header, unitFrom: typeColumn })) };
}

/** The percentage or amount taken off, with its from–to filter. */
export const discountValue = valueByType('value', L('Value', 'القيمة'), 'discount_type', true);

/** A date a coupon or referral offer is valid from or until, with its from–to filter. */
export const validFrom = date('valid_from', L('Valid from', 'صالح من'), { range: true });
export const validUntil = date('valid_until', L('Valid until', 'صالح حتى'), { range: true });
