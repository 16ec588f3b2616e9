// A broad search answered with estimated figures: the list says "about" in the notice, the pager and
// the totals, in both languages, and "Show exact figures" runs the same search again with `exact: true`.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productRows, searchAnswer } from './fixtures';
import { recordSearch, renderList } from './renderList';

const ESTIMATED_TOTAL = 673_426;
const EXACT_TOTAL = 673_391;
/** The first render loads the whole admin: slow on a busy machine. */
const FIRST_ANSWER = 20_000;
const fullPage = Array.from({ length: 30 }, (_, index) => ({ ...productRows[index % 2], ID: index + 1 }));

/** Estimated unless the request asks for exact figures, as the server answers a broad search. */
function broadSearch(body: Record<string, unknown>) {
  if (body.exact === true) return searchAnswer({ rows: fullPage, total: EXACT_TOTAL });
  const answer = searchAnswer({ rows: fullPage, total: ESTIMATED_TOTAL });
  return { ...answer, data: { ...answer.data, estimated: true } };
}

describe('estimated figures', () => {
  it('in English: "about" in the notice, the pager and the totals; the button asks for exact ones', {
    timeout: 120_000,
  }, async () => {
    const user = userEvent.setup();
    const search = recordSearch(broadSearch);
    renderList({ url: '/default/products?status=active' });
    const notice = await screen.findByRole('status', { name: '' }, { timeout: FIRST_ANSWER });
    expect(notice).toHaveTextContent(
      'About 673,000 results: the figures are estimated from a sample of the matching rows.',
    );
    expect(screen.getByText('1–30 of about 673,000')).toBeInTheDocument();
    // Full pages: the next page stays reachable whatever the estimate says.
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Show or hide the summary totals' }));
    const totals = screen.getByRole('region', { name: 'Summary Totals (estimated)' });
    expect(within(totals).getByText('about 154,000')).toBeInTheDocument();
    expect(within(totals).getByText('about 1,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show or hide the monthly count chart' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Monthly Count (estimated)' })).toBeInTheDocument();
    expect(search.lists()[0]).not.toHaveProperty('exact');

    await user.click(screen.getByRole('button', { name: 'Show exact figures' }));
    await waitFor(() =>
      expect(search.lists()[1]).toMatchObject({ exact: true, page: 1, filters: { status: 'active' } }),
    );
    expect(await screen.findByText('1–30 of 673,391')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show exact figures' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Summary Totals' })).getByText('154,320.75')).toBeInTheDocument();

    // Paging keeps the exact figures asked for.
    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(search.lists().at(-1)).toMatchObject({ exact: true, page: 2 }));
  });

  it('in Arabic: حوالي with Arabic-Indic digits, and اعرض الأرقام الدقيقة', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const search = recordSearch(broadSearch);
    renderList({ locale: 'ar', theme: { direction: 'rtl' } });
    expect(await screen.findByText('١–٣٠ من حوالي ٦٧٣٬٠٠٠', {}, { timeout: FIRST_ANSWER })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'حوالي ٦٧٣٬٠٠٠ نتيجة: الأرقام تقديرية من عيّنة من الصفوف المطابقة.',
    );
    await user.click(screen.getByRole('button', { name: 'اعرض الأرقام الدقيقة' }));
    await waitFor(() => expect(search.lists()[1]).toMatchObject({ exact: true }));
    expect(await screen.findByText('١–٣٠ من ٦٧٣٬٣٩١')).toBeInTheDocument();
  });

  it('on the last page of an estimated list, counts what it has seen', async () => {
    recordSearch(() => {
      const answer = searchAnswer({ rows: productRows, total: 120_000 });
      return { ...answer, data: { ...answer.data, estimated: true } };
    });
    renderList({ url: '/default/products?page=3' });
    expect(await screen.findByText('61–62 of 62', {}, { timeout: FIRST_ANSWER })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toBeDisabled();
  });
});
