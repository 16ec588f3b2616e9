// A coupon's chosen programmes and diet programmes: link tables coupon_programs, coupon_diet_programs.
import { linkSet } from '../shared/links';

export const couponLinks = linkSet('coupon_id', [
  { table: 'coupon_programs', column: 'program_id', model: 'programs', targetTable: 'programs', idsKey: 'program_ids', listKey: 'programs', unknownCode: 'unknown_programs' },
  {
    table: 'coupon_diet_programs',
    column: 'diet_program_id',
    model: 'diet-programs',
    targetTable: 'diet_programs',
    idsKey: 'diet_program_ids',
    listKey: 'diet_programs',
    unknownCode: 'unknown_diet_programs',
  },
]);

export const COUPON_CODE_INDEX = 'coupons_code_unique';
