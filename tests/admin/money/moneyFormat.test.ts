// The money formats: one per language, in the digits the display setting chooses; a discount's value is a
// percentage or an amount as its type says; badges and numbers given to messages follow the same digits.
import { afterEach, describe, expect, it } from 'vitest';
import { formatBadgeCount } from '../../../src/layout/formatNumber';
import { discountUnit, formatDiscountValue, formatMoney, formatPercent } from '../../../src/list/format';
import { setArabicDigits } from '../../../src/providers/digits';
import { displayCurrency, setDisplayCurrency } from '../../../src/providers/displayCurrency';

const RLM = '\u200f';
const NBSP = '\u00a0';

afterEach(() => {
  setArabicDigits('arabic');
  setDisplayCurrency(undefined);
});

describe('money', () => {
  it('writes EGP the way each language does, in the display currency by default', () => {
    expect(formatMoney(1250.5, 'en')).toBe(`EGP${NBSP}1,250.50`);
    expect(formatMoney('1250.5', 'ar')).toBe(`${RLM}١٬٢٥٠٫٥٠${NBSP}ج.م.${RLM}`);
    expect(formatMoney(0, 'en')).toBe(`EGP${NBSP}0.00`);
  });

  it('keeps the Arabic currency sign with Latin digits when the display setting says so', () => {
    setArabicDigits('latin');
    expect(formatMoney(1250.5, 'ar')).toBe(`${RLM}1,250.50${NBSP}ج.م.${RLM}`);
    expect(formatMoney(1250.5, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('follows the currency setting and falls back to EGP for anything that is not a code', () => {
    setDisplayCurrency('USD');
    expect(displayCurrency()).toBe('USD');
    expect(formatMoney(99, 'en')).toBe('$99.00');
    setDisplayCurrency('dollars');
    expect(formatMoney(99, 'en')).toBe(`EGP${NBSP}99.00`);
    expect(formatMoney(99, 'en', 'SAR')).toBe(`SAR${NBSP}99.00`);
  });

  it('shows what is not a number as it is, and nothing for no value', () => {
    expect(formatMoney('n/a', 'en')).toBe('n/a');
    expect(formatMoney(null, 'ar')).toBe('');
  });
});

describe('discount values', () => {
  it('reads a percentage type from a status cell or a raw value', () => {
    expect(discountUnit({ label: 'Percentage', value: 'percentage', color: 'info' })).toBe('percent');
    expect(discountUnit('percentage')).toBe('percent');
    expect(discountUnit({ label: 'Fixed amount', value: 'fixed' })).toBe('money');
    expect(discountUnit(undefined)).toBe('money');
  });

  it('says "%" for a percentage and the currency for a fixed amount, in both languages', () => {
    expect(formatDiscountValue(15, 'percentage', 'en')).toBe('15%');
    expect(formatDiscountValue('12.5', 'percentage', 'en')).toBe('12.5%');
    expect(formatDiscountValue(50, 'fixed', 'en')).toBe(`EGP${NBSP}50.00`);
    expect(formatDiscountValue(15, 'percentage', 'ar')).toBe('١٥٪؜');
    expect(formatDiscountValue(50, 'fixed', 'ar')).toBe(`${RLM}٥٠٫٠٠${NBSP}ج.م.${RLM}`);
    setArabicDigits('latin');
    expect(formatPercent(15, 'ar')).not.toMatch(/[\u0660-\u0669]/);
    expect(formatPercent(15, 'ar')).toContain('15');
  });
});

describe('badges', () => {
  it('count in the screen digits and stop at 99+', () => {
    expect(formatBadgeCount(7, 'en')).toBe('7');
    expect(formatBadgeCount(7, 'ar')).toBe('٧');
    expect(formatBadgeCount(120, 'ar')).toBe('٩٩+');
    setArabicDigits('latin');
    expect(formatBadgeCount(120, 'ar')).toBe('99+');
  });
});
