// The English and Arabic server messages must have the same keys and the same placeholders.
import { describe, expect, it } from 'vitest';
import ar from '../../i18n/server/ar';
import en from '../../i18n/server/en';

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('server messages', () => {
  it('have the same keys in English and Arabic', () => {
    const missingInArabic = Object.keys(en).filter((key) => !(key in ar));
    const missingInEnglish = Object.keys(ar).filter((key) => !(key in en));
    expect({ missingInArabic, missingInEnglish }).toEqual({ missingInArabic: [], missingInEnglish: [] });
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = Object.keys(en).filter(
      (key) => key in ar && placeholders(en[key]).join() !== placeholders(ar[key]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('have no empty texts', () => {
    const empty = [...Object.entries(en), ...Object.entries(ar)]
      .filter(([, text]) => text.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });
});
