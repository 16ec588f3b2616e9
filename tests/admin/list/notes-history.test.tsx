// The notes dialog also shows the row's history (GET activity/{model}/{id}), newest first, each change
// before → after, for admins holding view-ActivityLog; others see the notes alone.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../msw';
import { productManager, singleAnswer } from './fixtures';
import { listOrOk, recordSearch, renderList } from './renderList';

vi.mock('../../../src/list/notes/NoteEditor', () => ({ default: () => null }));

function serve() {
  const historyCalls: string[] = [];
  server.use(
    http.get(api('getSingle/products/1'), () => HttpResponse.json(singleAnswer())),
    http.get(api('activity/products/1'), ({ request }) => {
      historyCalls.push(new URL(request.url).pathname);
      return HttpResponse.json({
        state: 1,
        data: [
          {
            id: 12,
            action: 'disable',
            admin: { id: 1, label: 'Demo Admin' },
            created_at: '2026-03-02T10:00:00.000Z',
            changes: null,
            labels: {},
          },
          {
            id: 11,
            action: 'update',
            admin: { id: 4, label: 'Mona Adel' },
            created_at: '2026-03-01T10:00:00.000Z',
            changes: { price: { before: 120, after: 150 }, featured: { before: false, after: true } },
            labels: { price: 'price (EGP)' },
          },
        ],
      });
    }),
  );
  return historyCalls;
}

describe('row history in the notes dialog', () => {
  it('lists the entries newest first with each change before → after', async () => {
    const calls = serve();
    const user = userEvent.setup();
    recordSearch(listOrOk);
    renderList({ permissions: [...productManager, 'view-ActivityLog'] });
    const row = (await screen.findByText('Protein shaker')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notes' });
    const history = within(dialog).getByRole('region', { name: 'History' });
    const items = await within(history).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Disabled by Demo Admin,/);
    expect(items[1]).toHaveTextContent(/^Updated by Mona Adel,/);
    expect(within(items[1]).getByText('Price (EGP): 120 → 150')).toBeInTheDocument();
    expect(within(items[1]).getByText('Featured: no → yes')).toBeInTheDocument();
    expect(calls).toEqual(['/api/v1/admin/activity/products/1']);
  });

  it('shows the notes alone without view-ActivityLog', async () => {
    const calls = serve();
    const user = userEvent.setup();
    recordSearch(listOrOk);
    renderList({ permissions: productManager });
    const row = (await screen.findByText('Protein shaker')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notes' });
    expect(within(dialog).queryByRole('region', { name: 'History' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
