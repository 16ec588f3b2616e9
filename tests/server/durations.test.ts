// "N seconds" inside server messages: English one/other, Arabic's six plural forms.
import { describe, expect, it } from 'vitest';
import { seconds as arabicForms } from '../../i18n/server/durations.ar';
import { seconds as englishForms } from '../../i18n/server/durations.en';
import { secondsText } from '../../server/http/durations';
import { translate } from '../../server/http/language';

describe('secondsText', () => {
  it('has one text per plural form: two in English, six in Arabic', () => {
    expect(englishForms).toHaveLength(2);
    expect(arabicForms).toHaveLength(6);
  });

  it.each([
    [1, '1 second'],
    [2, '2 seconds'],
    [3, '3 seconds'],
    [11, '11 seconds'],
    [100, '100 seconds'],
  ])('English: %i → %s', (count, text) => {
    expect(secondsText('en', count)).toBe(text);
  });

  it.each([
    [1, 'ثانية واحدة'],
    [2, 'ثانيتين'],
    [3, '3 ثوانٍ'],
    [10, '10 ثوانٍ'],
    [11, '11 ثانية'],
    [99, '99 ثانية'],
    [100, '100 ثانية'],
    [103, '103 ثوانٍ'],
  ])('Arabic: %i → %s', (count, text) => {
    expect(secondsText('ar', count)).toBe(text);
  });

  it('fills the throttling messages of both languages', () => {
    expect(translate('en', 'auth.throttled', { wait: secondsText('en', 1) })).toBe(
      'Too many sign-in attempts. Try again in 1 second.',
    );
    expect(translate('ar', 'auth.throttled', { wait: secondsText('ar', 2) })).toBe(
      'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد ثانيتين.',
    );
    expect(translate('en', 'session.throttled', { wait: secondsText('en', 11) })).toBe(
      'Too many attempts. Try again in 11 seconds.',
    );
    expect(translate('ar', 'session.throttled', { wait: secondsText('ar', 1) })).toBe(
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد ثانية واحدة.',
    );
  });
});
