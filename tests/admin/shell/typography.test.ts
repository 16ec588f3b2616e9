// Typography per language: buttons are upper-cased in English only (Arabic has no capitals, so upper-casing
// would only shout the Latin words inside Arabic buttons), and each language names its own faces first.
import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../../src/theme/buildTheme';
import { DEFAULT_PREFERENCES } from '../../../src/theme/preferences';

describe('button text case', () => {
  it('is upper case in English and as written in Arabic', () => {
    const english = createTheme(buildTheme(DEFAULT_PREFERENCES, 'ltr', 'en'));
    const arabic = createTheme(buildTheme(DEFAULT_PREFERENCES, 'rtl', 'ar'));
    expect(english.typography.button.textTransform).toBe('uppercase');
    expect(arabic.typography.button.textTransform).toBe('none');
  });
});

describe('typefaces', () => {
  it('puts the Arabic faces first on Arabic screens and the Latin ones first on English screens', () => {
    const first = (language: 'en' | 'ar') =>
      createTheme(
        buildTheme(DEFAULT_PREFERENCES, language === 'ar' ? 'rtl' : 'ltr', language),
      ).typography.fontFamily?.split(',')[0];
    expect(first('ar')).toBe('"Noto Sans Arabic"');
    expect(first('en')).toBe('Roboto');
  });
});
