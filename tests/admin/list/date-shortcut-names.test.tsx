// The quick date filters name the list's model ("Today's payout requests"), not "Requests" on every list,
// in English and in Arabic, and still fill the date range.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inSentence } from '../../../src/list/search/DateShortcutButtons';
import { recordSearch, renderList } from './renderList';

afterEach(() => vi.useRealTimers());

const shortcutNames = async (label: string) => {
  await screen.findByRole('table');
  return within(screen.getByRole('group', { name: label }))
    .getAllByRole('button')
    .map((button) => button.textContent);
};

describe('quick date filter names', () => {
  it('names them after the model in English and still searches the day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 17, 9, 0));
    const user = userEvent.setup();
    const search = recordSearch();
    renderList({ props: { today: true, title: 'Payout Requests' } });
    expect(await shortcutNames('Quick date filters')).toEqual([
      "Today's payout requests",
      "Tomorrow's payout requests",
      "This week's payout requests",
      "This month's payout requests",
      "Next week's payout requests",
      "Next month's payout requests",
    ]);
    await user.click(screen.getByRole('button', { name: "Today's payout requests" }));
    await waitFor(() => expect(search.lists()).toHaveLength(2));
    expect(search.lists()[1].filters).toEqual({
      created_at_from: '2026-01-17T00:00+00:00',
      created_at_to: '2026-01-17T23:59+00:00',
    });
  });

  it('names them after the model in Arabic', async () => {
    recordSearch();
    renderList({ locale: 'ar', props: { today: true, title: 'طلبات السحب' } });
    expect(await shortcutNames('عوامل تصفية التاريخ السريعة')).toEqual([
      'طلبات السحب اليوم',
      'طلبات السحب غدًا',
      'طلبات السحب هذا الأسبوع',
      'طلبات السحب هذا الشهر',
      'طلبات السحب الأسبوع القادم',
      'طلبات السحب الشهر القادم',
    ]);
  });

  it('keeps acronyms in a model name', () => {
    expect(inSentence('FAQs')).toBe('FAQs');
    expect(inSentence('Payment Transactions')).toBe('payment transactions');
  });
});
