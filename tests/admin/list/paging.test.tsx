// Paging in both languages: the arrows point the reading way (right to left in Arabic) and the counter
// and page sizes are written in the language's digits.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchAnswer } from './fixtures';
import { recordSearch, renderList } from './renderList';

/** The arrow icon drawn in a paging button (MUI icons name themselves in data-testid). */
const arrowOf = (name: string) =>
  screen.getByRole('button', { name }).querySelector('svg')?.getAttribute('data-testid');

describe('paging', () => {
  it('in English: › goes to the next page, ‹ to the previous one, Latin digits', async () => {
    const user = userEvent.setup();
    const search = recordSearch(() => searchAnswer({ total: 1234 }));
    renderList({ theme: { direction: 'ltr' } });
    expect(await screen.findByText('1–30 of 1,234')).toBeInTheDocument();
    expect(arrowOf('Go to the next page')).toBe('KeyboardArrowRightIcon');
    expect(arrowOf('Go to the previous page')).toBe('KeyboardArrowLeftIcon');
    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(search.lists()[1]).toMatchObject({ page: 2 }));
    expect(await screen.findByText('31–60 of 1,234')).toBeInTheDocument();
  });

  it('in Arabic: ‹ goes to the next page, › to the previous one, Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    const search = recordSearch(() => searchAnswer({ total: 1234 }));
    renderList({ locale: 'ar', theme: { direction: 'rtl' } });
    expect(await screen.findByText('١–٣٠ من ١٬٢٣٤')).toBeInTheDocument();
    expect(arrowOf('الانتقال إلى الصفحة التالية')).toBe('KeyboardArrowLeftIcon');
    expect(arrowOf('الانتقال إلى الصفحة السابقة')).toBe('KeyboardArrowRightIcon');

    await user.click(screen.getByRole('combobox', { name: /عدد الصفوف في الصفحة/ }));
    const sizes = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sizes).toEqual(['٣٠', '٦٠', '٩٠', '١٠٠', '١٥٠']);
    await user.click(screen.getByRole('option', { name: '٦٠' }));
    await waitFor(() => expect(search.lists()[1]).toMatchObject({ itemsPerPage: 60, page: 1 }));
    expect(await screen.findByText('١–٦٠ من ١٬٢٣٤')).toBeInTheDocument();
  });
});
