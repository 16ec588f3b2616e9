// 'display.arabic_digits' set to latin through the settings API: the Arabic screens write every number
// and date in Latin digits, the whole screen in one digit system (the default, Arabic-Indic, is what the
// other Arabic tests read).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../../src/App';
import { formatAmount, formatDate } from '../../../src/list/format';
import { currentArabicDigits } from '../../../src/providers/digits';
import { withFakeBackend } from '../fakeBackend';

// The first visit compiles the lazily loaded screens.
const LONG = { timeout: 45_000 };
const ARABIC_INDIC = /[\u0660-\u0669]/;

describe('Latin digits in Arabic', () => {
  const demo = withFakeBackend();

  it('are used on every number of an Arabic screen once the setting says so', async () => {
    await demo.signIn('admin@demo.test', { language: 'ar' });
    const saved = await demo.backend.handle(
      'POST',
      '/api/v1/admin/settings/display.arabic_digits',
      { value: 'latin' },
      { authorization: `Bearer ${localStorage.getItem('access_token')}`, 'content-type': 'application/json' },
    );
    expect(saved.status).toBe(200);

    window.history.replaceState(null, '', '/default/commission');
    render(<App />);
    const name = await screen.findByText('حصة المدرب من برامج التمارين', {}, LONG);
    expect(currentArabicDigits()).toBe('latin');
    const row = name.closest('tr')!;
    expect(within(row).getByText('20')).toBeInTheDocument();
    expect(screen.getByRole('main').textContent).not.toMatch(ARABIC_INDIC);
    expect(formatAmount(1250.5, 'ar')).toBe('1,250.50');
    expect(formatDate('2026-03-05', 'ar')).not.toMatch(ARABIC_INDIC);
    expect(formatAmount(1250.5, 'en')).toBe('1,250.50');
  }, 90_000);
});
