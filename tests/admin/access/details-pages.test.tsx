// The admin and member details pages: titled by the record's name; the admin's role, permissions, last
// sign-in, recent activity (with a link to all of it) and history; the member's related rows; sections
// shown only with their view permission; Arabic.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import AdminDetailsPage from '../../../src/resources/admins/AdminDetailsPage';
import MemberDetailsPage from '../../../src/resources/users/MemberDetailsPage';
import { api, server } from '../msw';
import { renderAdmin } from '../renderAdmin';

const LONG = { timeout: 5000 };
/** A list's options as the server always sends them. */
const LIST_OPTIONS = { notable: true, deletable: true, chartable: false, bulkActions: [], currency: 'EGP' };
const ADMIN_SINGLE = {
  item: {
    ID: 5,
    id: 5,
    is_trashed: 0,
    first_name: 'Hala',
    last_name: 'Nour',
    role: { id: 4, name: 'Member Viewer' },
    permissions: ['edit-users', 'view-User'],
    last_sign_in_at: '2026-11-20T09:30:00.000Z',
  },
  row: { ID: 5, name: 'Hala Nour', email: 'hala@demo.test', is_trashed: 0 },
  title: 'Hala Nour',
  headers: [
    { text: 'Name', value: 'name', type: 'text', sortable: true },
    { text: 'Email', value: 'email', type: 'text', sortable: true },
  ],
  notes: [],
};
const HISTORY = [
  {
    id: 31,
    action: 'update',
    admin: { id: 1, label: 'Demo Admin' },
    created_at: '2026-11-21T10:00:00.000Z',
    changes: { last_name: { before: 'Adel', after: 'Nour' }, password: { before: '[hidden]', after: '[hidden]' } },
    labels: { last_name: 'Last name', password: 'Password' },
  },
  { id: 30, action: 'create', admin: null, created_at: '2026-11-20T10:00:00.000Z', changes: null, labels: {} },
];

function serveAdmin() {
  const searches: Array<Record<string, unknown>> = [];
  server.use(
    http.get(api('getSingle/admins/5'), () => HttpResponse.json({ state: 1, data: ADMIN_SINGLE })),
    http.get(api('activity/admins/5'), () => HttpResponse.json({ state: 1, data: HISTORY })),
    http.post(api('search'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      searches.push(body);
      return HttpResponse.json({
        state: 1,
        data: {
          results: {
            data: [
              {
                ID: 77,
                created_at: '2026-11-22T08:00:00.000Z',
                action: { label: 'Update', color: 'info', tone: 'blue', value: 'update' },
                is_trashed: 0,
                model: 'coupons',
                row_ids: '12',
              },
            ],
            total: 1,
          },
          headers: [],
          fields: { fields: [], rangeFields: [] },
          options: LIST_OPTIONS,
          totals: {},
          charts: { months: [], counts: [] },
        },
      });
    }),
  );
  return searches;
}

function openAdmin(permissions: string[], locale: 'en' | 'ar' = 'en') {
  renderAdmin(<Route path="/default/admins/:id" element={<AdminDetailsPage />} />, {
    url: '/default/admins/5',
    permissions,
    locale,
  });
}

describe('admin details page', () => {
  it("shows the admin's name, role, permissions, last sign-in, recent activity and history", async () => {
    const searches = serveAdmin();
    openAdmin(['view-Admin', 'view-ActivityLog']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hala Nour' }, LONG)).toBeInTheDocument();
    const access = await screen.findByRole('region', { name: 'Access' });
    expect(within(access).getByText('Member Viewer')).toBeInTheDocument();
    // Permissions in words: the action and the model's label, never the key.
    expect(await within(access).findByText('Edit Users')).toBeInTheDocument();
    expect(within(access).getByText('View Users')).toBeInTheDocument();
    expect(within(access).queryByText(/^(view|create|edit|delete|manage)-/)).toBeNull();
    expect(within(access).queryByText('Never signed in')).toBeNull();

    const recent = screen.getByRole('region', { name: 'Recent activity' });
    expect(await within(recent).findByText(/^Updated · Coupons 12 ·/)).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'All of this activity' })).toHaveAttribute(
      'href',
      '/default/activity-log?admin_id=5',
    );
    expect(searches[0]).toMatchObject({ model: 'activity-log', filters: { admin_id: 5 }, page: 1 });

    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText(/^Updated by Demo Admin,/)).toBeInTheDocument();
    expect(within(history).getByText('Last name: Adel → Nour')).toBeInTheDocument();
    expect(within(history).getByText('Password: hidden → hidden')).toBeInTheDocument();
    expect(within(history).getByText(/^Created by nobody signed in,/)).toBeInTheDocument();
    expect(document.title).toContain('Hala Nour');
  });

  it('leaves the activity out without view-ActivityLog', async () => {
    serveAdmin();
    openAdmin(['view-Admin']);
    await screen.findByRole('region', { name: 'Access' }, LONG);
    expect(screen.queryByRole('region', { name: 'Recent activity' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
  });

  it('speaks Arabic, each change read from before to after', async () => {
    serveAdmin();
    openAdmin(['view-Admin', 'view-ActivityLog'], 'ar');
    expect(await screen.findByRole('region', { name: 'الصلاحيات' }, LONG)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'السجل' });
    expect(await within(history).findByText('Last name: من Adel إلى Nour')).toBeInTheDocument();
    expect(within(history).getByText(/^عُدّل بواسطة Demo Admin،/)).toBeInTheDocument();
  });
});

describe('member details page', () => {
  function serveMember() {
    const searches: Array<Record<string, unknown>> = [];
    server.use(
      http.get(api('getSingle/users/9'), () =>
        HttpResponse.json({
          state: 1,
          data: {
            item: { ID: 9, id: 9, is_trashed: 0, first_name: 'Sara', last_name: 'Hassan' },
            row: { ID: 9, name: 'Sara Hassan', is_trashed: 0 },
            title: 'Sara Hassan',
            headers: [{ text: 'Name', value: 'name', type: 'text', sortable: true }],
            notes: [],
          },
        }),
      ),
      http.get(api('activity/users/9'), () => HttpResponse.json({ state: 1, data: [] })),
      http.post(api('search'), async ({ request }) => {
        const body = (await request.json()) as { model: string };
        searches.push(body);
        const rows =
          body.model === 'subscriptions' ? [{ ID: 3, programme: 'Keto diet', user: 'Sara Hassan', is_trashed: 0 }] : [];
        return HttpResponse.json({
          state: 1,
          data: {
            results: { data: rows, total: rows.length },
            headers: [
              { text: 'Programme', value: 'programme', type: 'text', sortable: true },
              { text: 'User', value: 'user', type: 'text', sortable: true },
            ],
            fields: { fields: [], rangeFields: [] },
            options: LIST_OPTIONS,
            totals: {},
            charts: { months: [], counts: [] },
          },
        });
      }),
    );
    return searches;
  }

  it("gathers the member's profile, subscriptions, payments, referral place and history", async () => {
    const searches = serveMember();
    renderAdmin(<Route path="/default/users/users-list/:id" element={<MemberDetailsPage />} />, {
      url: '/default/users/users-list/9',
      permissions: [
        'view-User',
        'edit-users',
        'view-Subscription',
        'view-PaymentTransaction',
        'view-Referral',
        'view-ActivityLog',
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sara Hassan' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit member' })).toHaveAttribute('href', '/default/users/users-ops/9');
    const subscriptions = screen.getByRole('region', { name: 'Subscriptions' });
    const table = await within(subscriptions).findByRole('table', { name: 'Subscriptions' });
    expect(within(table).getByRole('columnheader', { name: 'Programme' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'User' })).toBeNull();
    expect(within(table).getByText('Keto diet')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Payments' })).findByText('Nothing yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Referred by' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Members they referred' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'History' })).findByText('No recorded change yet.'),
    ).toBeInTheDocument();
    expect(searches.map((body) => [body.model, body.filters])).toEqual(
      expect.arrayContaining([
        ['subscriptions', { user_id: 9 }],
        ['payment-transactions', { user_id: 9 }],
        ['referrals', { user_id: 9 }],
        ['referrals', { referrer_id: 9 }],
      ]),
    );
  });

  it('shows only the sections the role may view', async () => {
    serveMember();
    renderAdmin(<Route path="/default/users/users-list/:id" element={<MemberDetailsPage />} />, {
      url: '/default/users/users-list/9',
      permissions: ['view-User'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sara Hassan' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit member' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Subscriptions' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
  });
});
