// The slides' order page: the slides as the list sorts them by order, moved with the keyboard's buttons,
// Save sending every id in the new order (POST Walkthrough/reorder), Undo going back; in Arabic too.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import WalkthroughOrderPage from '../../../src/resources/walkthrough/WalkthroughOrderPage';
import { moveInList } from '../../../src/resources/walkthrough/moveInList';
import { api, server } from '../msw';
import { renderAdmin } from '../renderAdmin';

let searched: unknown = null;
let reordered: unknown = null;

beforeEach(() => {
  searched = null;
  reordered = null;
  server.use(
    http.post(api('search'), async ({ request }) => {
      searched = await request.json();
      const data = [
        { ID: 3, id: 3, is_trashed: 0, title: 'Welcome' },
        { ID: 1, id: 1, is_trashed: 0, title: 'Plans' },
        { ID: 2, id: 2, is_trashed: 0, title: 'Coach' },
      ];
      return HttpResponse.json({
        state: 1,
        data: {
          fields: { fields: [], rangeFields: [] },
          results: { data, total: 3 },
          totals: {},
          options: { notable: false, deletable: true, chartable: false, bulkActions: [], currency: 'SAR' },
          charts: { months: [], counts: [] },
          headers: [],
        },
      });
    }),
    http.post(api('Walkthrough/reorder'), async ({ request }) => {
      reordered = await request.json();
      return HttpResponse.json({ state: 1, message: 'The slides were reordered.', data: reordered });
    }),
  );
});

function open(locale: 'en' | 'ar' = 'en') {
  return renderAdmin(<Route path="/default/walkthrough-order" element={<WalkthroughOrderPage />} />, {
    url: '/default/walkthrough-order',
    permissions: ['view-Walkthrough', 'edit-walkthroughs'],
    locale,
  });
}

const order = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('the slides order page', () => {
  it('moves slides with the keyboard buttons and saves every id in the new order', async () => {
    const person = userEvent.setup();
    open();
    await screen.findByRole('listitem', { name: 'Welcome' });
    expect(searched).toMatchObject({ model: 'walkthrough', sortBy: ['sort_order'], sortDesc: [false] });
    expect(order()).toEqual(['Welcome', 'Plans', 'Coach']);
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();
    await person.click(screen.getByRole('button', { name: 'Move down — Welcome' }));
    await person.click(screen.getByRole('button', { name: 'Move up — Coach' }));
    expect(order()).toEqual(['Plans', 'Coach', 'Welcome']);
    await person.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() => expect(reordered).toEqual({ ids: [1, 2, 3] }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled());
  });

  it('undoes the changes', async () => {
    const person = userEvent.setup();
    open();
    await person.click(await screen.findByRole('button', { name: 'Move down — Plans' }));
    expect(order()).toEqual(['Welcome', 'Coach', 'Plans']);
    await person.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(order()).toEqual(['Welcome', 'Plans', 'Coach']);
    expect(reordered).toBeNull();
  });

  it('speaks Arabic', async () => {
    open('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'ترتيب شرائح التعريف' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'تحريك لأسفل — Welcome' })).toBeInTheDocument();
  });
});

describe('moveInList', () => {
  it('moves one entry to another place and keeps the rest in order', () => {
    expect(moveInList(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveInList(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveInList(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
