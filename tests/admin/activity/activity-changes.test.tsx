// The activity log's Changes cell reads as words: the model by its label and the record by name, linked
// to the record, then `Status: Pending → Approved` lines, in English and Arabic, never the stored JSON.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ChangesCell } from '../../../common/activity/changes';
import { ActivityChanges } from '../../../src/activity/ActivityChanges';
import { RecentActivity } from '../../../src/activity/RecentActivity';
import { api, server } from '../msw';
import { currentLocation, renderAdmin } from '../renderAdmin';

const LONG = { timeout: 5000 };

// As the server sends it: choices already in the request language's words, the fields' titles beside.
const english: ChangesCell = {
  model: 'payout-requests',
  records: [{ id: 12, label: 'PR-0012' }],
  changes: { status: { before: 'Pending', after: 'Approved' }, note: { before: null, after: 'Checked' } },
  labels: { status: 'Status' },
};
const arabic: ChangesCell = {
  ...english,
  changes: { status: { before: 'قيد الانتظار', after: 'مقبول' }, paid: { before: false, after: true } },
  labels: { status: 'الحالة', paid: 'مدفوع' },
};

function open(cell: ChangesCell, locale: 'en' | 'ar') {
  renderAdmin(
    <>
      <Route path="/default/probe" element={<ActivityChanges cell={cell} />} />
      <Route path="/default/payout-requests/:id" element={<p>the record</p>} />
    </>,
    { url: '/default/probe', permissions: ['view-ActivityLog'], locale },
  );
}

describe('the Changes cell of the activity log', () => {
  it('says each change in words and links the record by name (English)', async () => {
    open(english, 'en');
    expect(await screen.findByText('Status: Pending → Approved', undefined, LONG)).toBeInTheDocument();
    // A field nobody titles still reads as words, an empty value says so.
    expect(screen.getByText('Note: empty → Checked')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'PR-0012' }, LONG);
    expect(link.parentElement).toHaveTextContent(/^Payout Requests: PR-0012$/);
    expect(document.body).not.toHaveTextContent(/[{}"]|pending|payout-requests/);
    await userEvent.click(link);
    expect(currentLocation.pathname).toBe('/default/payout-requests/12');
  });

  it('says each change in Arabic words', async () => {
    open(arabic, 'ar');
    expect(await screen.findByText('الحالة: من قيد الانتظار إلى مقبول', undefined, LONG)).toBeInTheDocument();
    expect(screen.getByText('مدفوع: من لا إلى نعم')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'PR-0012' }, LONG)).toHaveAttribute(
      'href',
      '/default/payout-requests/12',
    );
  });

  it('shows nothing for an entry naming no record and no change (a sign-in)', async () => {
    open({ model: null, records: [], changes: null, labels: {} }, 'en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body).toHaveTextContent(/^$/);
  });

  it("names an admin's recent records by title, as the log's Changes column does", async () => {
    server.use(
      http.post(api('search'), () =>
        HttpResponse.json({
          state: 1,
          data: {
            results: {
              data: [
                {
                  ID: 3,
                  is_trashed: 0,
                  created_at: '2026-11-25T08:00:00.000Z',
                  action: { label: 'Approved', color: 'success', tone: 'green', value: 'approve' },
                  model: 'payout-requests',
                  changes: english,
                },
              ],
              total: 1,
            },
            headers: [],
            fields: { fields: [], rangeFields: [] },
            options: { notable: false, deletable: false, chartable: false, bulkActions: [], currency: 'SAR' },
            totals: {},
            charts: { months: [], counts: [] },
          },
        }),
      ),
    );
    renderAdmin(<Route path="/default/probe" element={<RecentActivity adminId={1} />} />, {
      url: '/default/probe',
      permissions: ['view-ActivityLog'],
    });
    const list = await screen.findByRole('list', { name: 'Recent activity' }, LONG);
    expect(await within(list).findByText(/ · Payout Requests PR-0012 · /, undefined, LONG)).toBeInTheDocument();
  });
});
