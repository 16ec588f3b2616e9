// The discount form's conversions and the save error text, without rendering.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/providers/http';
import { saveErrorText } from '../../../src/forms/saveErrorText';
import {
  discountForm,
  discountPayload,
  discountValues,
  EMPTY_DISCOUNT,
  withFree,
} from '../../../src/resources/discounts/discountForm';

describe('discount form values', () => {
  it('opens percentage / 100 / 100 as free, in any number format', () => {
    expect(discountValues({ discount_type: 'percentage', value: '100.00', max_value: 100 }).free).toBe(true);
    expect(discountValues({ discount_type: 'percentage', value: 100, max_value: 99 }).free).toBe(false);
    expect(discountValues({ discount_type: 'fixed', value: 100, max_value: 100 }).free).toBe(false);
  });

  it('reads the ids from the id lists, or from the linked rows', () => {
    expect(discountValues({ users: [{ id: 4, label: 'A' }], program_ids: [2] })).toMatchObject({
      users_ids: [4],
      program_ids: [2],
      diet_program_ids: [],
    });
  });

  it('switches free on and off', () => {
    const free = withFree({ ...EMPTY_DISCOUNT, discount_type: 'fixed', value: '40' }, true);
    expect(free).toMatchObject({ free: true, discount_type: 'percentage', value: '100', max_value: '100' });
    expect(withFree(free, false)).toMatchObject({ free: false, discount_type: '', value: '', max_value: '' });
  });

  it('drops programme ids under their "applied for all" switch and the cap of a fixed discount', () => {
    const payload = discountPayload({
      ...EMPTY_DISCOUNT,
      discount_type: 'fixed',
      value: '12.5',
      max_value: '90',
      max_users: ' ',
      applied_for_all_workout_programs: true,
      program_ids: [1],
      diet_program_ids: [2],
      code: '  ab-1 ',
    });
    expect(payload).toMatchObject({
      value: 12.5,
      max_value: null,
      max_users: null,
      program_ids: [],
      diet_program_ids: [2],
      code: 'ab-1',
    });
  });

  it('keeps a stored start date that has passed', () => {
    const values = {
      ...EMPTY_DISCOUNT,
      discount_type: 'fixed' as const,
      value: '5',
      start_date: '2020-01-01',
      end_date: '2020-02-01',
    };
    const check = (storedStart: string | null) =>
      discountForm.check(values, { today: '2026-01-01', item: storedStart ? { start_date: storedStart } : null });
    expect(check(null)).toEqual({ start_date: [{ code: 'start_past' }] });
    expect(check('2020-01-01')).toEqual({});
  });
});

describe('the save error text', () => {
  const failure = (body: unknown) => new HttpError('x', 422, {}, body);

  it('is the first message of the first field, else the message, else nothing', () => {
    expect(saveErrorText(failure({ message: 'm', errors: { code: ['taken', 'b'], value: ['c'] } }))).toBe('taken');
    expect(saveErrorText(failure({ message: 'm', errors: {} }))).toBe('m');
    expect(saveErrorText(failure({ message: 'm', errors: { code: [] } }))).toBe('m');
    expect(saveErrorText(failure(null))).toBeNull();
    expect(saveErrorText(new Error('network'))).toBeNull();
  });
});
