// The notes dialog writes every date one way: a note's date and a history entry's date of the same moment
// read the same (the en-GB day/month/year layout), in Arabic in Arabic-Indic digits, not en-US beside en-GB.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, server } from '../msw';
import { productManager, productRows, singleAnswer } from './fixtures';
import { listOrOk, recordSearch, renderList } from './renderList';

vi.mock('../../../src/list/notes/NoteEditor', () => ({ default: () => null }));

const MOMENT = '2026-03-02T10:05:00.000Z';

function serve() {
  server.use(
    http.get(api('getSingle/products/1'), () =>
      HttpResponse.json(
        singleAnswer(productRows[0], [
          {
            id: 3,
            note: '<p>Called the seller</p>',
            is_private: 0,
            created_at: MOMENT,
            author: { id: 1, name: 'Demo Admin' },
          },
        ]),
      ),
    ),
    http.get(api('activity/products/1'), () =>
      HttpResponse.json({
        state: 1,
        data: [
          {
            id: 12,
            action: 'disable',
            admin: { id: 1, label: 'Demo Admin' },
            created_at: MOMENT,
            changes: null,
            labels: {},
          },
        ],
      }),
    ),
  );
}

describe.each([
  ['en', 'Notes', 'History', '02/03/2026, 10:05'],
  ['ar', 'الملاحظات', 'السجل', '٠٢‏/٠٣‏/٢٠٢٦، ١٠:٠٥'],
] as const)('dates in the notes dialog (%s)', (locale, notes, history, shown) => {
  it('shows the note and its history entry in one date format and digit system', async () => {
    serve();
    const user = userEvent.setup();
    recordSearch(listOrOk);
    renderList({ locale, permissions: [...productManager, 'view-ActivityLog'] });
    const row = (await screen.findByText('Protein shaker')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: notes }));
    const dialog = await screen.findByRole('dialog', { name: notes });
    const noteDate = await within(dialog).findByText(shown, { selector: 'time' });
    expect(noteDate).toHaveAttribute('dateTime', MOMENT);
    const entries = await within(within(dialog).getByRole('region', { name: history })).findAllByRole('listitem');
    expect(entries[0].textContent).toContain(shown);
    if (locale === 'ar') expect(entries[0].textContent).not.toMatch(/[0-9]/);
  });
});
