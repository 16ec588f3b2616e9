// A coupon's chosen programmes and diet programmes: link tables coupon_programs, coupon_diet_programs.
import { linkSet, programmeLinks } from '../shared/links';

export const couponLinks = linkSet('coupon_id', programmeLinks('coupon'));

export const COUPON_CODE_INDEX = 'coupons_code_unique';
