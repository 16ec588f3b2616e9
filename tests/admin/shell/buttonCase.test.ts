// Buttons are upper-cased in English only: Arabic has no capitals, so upper-casing would only shout the
// Latin words inside Arabic buttons ('EXCEL', 'ENGLISH').
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
