// The subscription's details page: cancel and extend with a reason in a dialog (for admins who may edit
// subscriptions), the server's refusal in the dialog, the change history, in both languages.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, AdminUI, memoryStore, Notification, Resource } from 'react-admin';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { modelResources } from '../../../src/resources';
import { authWith } from '../list/renderList';
import { api, server } from '../msw';
import { singleAnswer } from './singleAnswer';
import { SERVED_MODELS } from '../servedModels';

const declarations = modelResources(SERVED_MODELS.filter((model) => model.name === 'subscriptions'));

function renderDetails(permissions: string[], locale: 'en' | 'ar' = 'en') {
  return render(
    <MemoryRouter initialEntries={['/default/subscriptions/7']}>
      <Routes>
        <Route
          path="/default/*"
          element={
            <AdminContext
              dataProvider={dataProvider}
              i18nProvider={i18nProvider}
              authProvider={authWith(permissions)}
              store={memoryStore({ locale })}
              basename="/default"
            >
              <AdminUI>
                {declarations.map(({ subject: _subject, ...props }) => (
                  <Resource key={props.name} {...props} />
                ))}
              </AdminUI>
              <Notification />
            </AdminContext>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

let status = 'active';
const changes: unknown[] = [];
let payments: unknown[] = [];

// The subscription row as the server answers a change with it.
const subscription = (now: string) => ({
  ID: 7,
  id: 7,
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-03-02T09:15:00.000Z',
  deleted_at: null,
  user_id: 5,
  program_id: 2,
  programme_en: 'Keto diet',
  programme_ar: 'حمية الكيتو',
  plan: 'monthly',
  amount: 199,
  status: now,
  starts_at: '2026-01-05T08:00:00.000Z',
  ends_at: '2026-04-05T08:00:00.000Z',
  auto_renew: 0,
});

function serve() {
  server.use(
    http.get(api('getSingle/subscriptions/7'), () =>
      HttpResponse.json(
        singleAnswer(
          { ID: 7, status, changes, payments },
          {
            row: { programme: 'Keto diet' },
            headers: [{ text: 'Programme', value: 'programme', type: 'text', sortable: true }],
          },
        ),
      ),
    ),
  );
}

function recordChange(path: string, answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(api(path), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

// The page and the dialog's form load lazily on first use.
const LONG = { timeout: 10_000 };
const EDITOR = ['view-Subscription', 'edit-subscriptions'];

describe('subscription details', () => {
  it('cancels with a reason, then shows the change and offers nothing more', async () => {
    const user = userEvent.setup();
    status = 'active';
    changes.length = 0;
    serve();
    const posts = recordChange('subscriptions/cancel/7', () => {
      status = 'cancelled';
      changes.push({
        action: 'cancel',
        reason: 'Moved abroad',
        days: null,
        admin: { id: 1, label: 'Sara' },
        at: '2026-03-02T09:15:00.000Z',
      });
      return HttpResponse.json({ state: 1, message: 'Subscription cancelled.', data: subscription('cancelled') });
    });
    renderDetails(EDITOR);
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }, LONG));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(dialog).findByText('Give the reason.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Moved abroad');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(posts).toEqual([{ reason: 'Moved abroad' }]));
    expect((await screen.findAllByText('Subscription cancelled.')).length).toBeGreaterThan(0);
    const history = await screen.findByRole('table', { name: 'Changes' });
    expect(within(history).getByText('Moved abroad')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Extend' })).toBeNull();
  });

  it('extends by whole days and shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    status = 'expired';
    changes.length = 0;
    serve();
    const posts = recordChange('subscriptions/extend/7', () =>
      HttpResponse.json(
        { state: 0, message: 'The subscription was changed by someone else meanwhile.' },
        { status: 409 },
      ),
    );
    renderDetails(EDITOR);
    // An expired subscription can be extended, not cancelled.
    await user.click(await screen.findByRole('button', { name: 'Extend' }, LONG));
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Extend this subscription' });
    const days = within(dialog).getByRole('spinbutton', { name: /Days to add/ });
    await user.clear(days);
    await user.type(days, '400');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Injury');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByText('Enter a whole number of days from 1 to 365.')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(posts).toEqual([{ reason: 'Injury', days: 14 }]));
    expect(
      await within(dialog).findByText('The subscription was changed by someone else meanwhile.'),
    ).toBeInTheDocument();
  });

  it('offers nothing to a viewer, and reads in Arabic', async () => {
    status = 'active';
    changes.length = 0;
    changes.push({ action: 'extend', reason: 'هدية', days: 2, admin: null, at: '2026-03-02T09:15:00.000Z' });
    serve();
    const view = renderDetails(['view-Subscription']);
    await screen.findByRole('table', { name: 'Changes' });
    expect(screen.queryByRole('button', { name: 'Extend' })).toBeNull();
    view.unmount();
    renderDetails(EDITOR, 'ar');
    expect(await screen.findByRole('button', { name: 'تمديد' }, LONG)).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'التغييرات' });
    expect(within(history).getByText('مُدِّد يومين ٢')).toBeInTheDocument();
  });

  it('lists the payments the server answers, in both languages', async () => {
    status = 'active';
    changes.length = 0;
    payments = [
      {
        id: 1,
        amount: 450,
        status: 'failed',
        reference: 'PAY-000007-1',
        method: { id: 3, label: 'Meeza' },
        at: '2026-03-01T09:00:00.000Z',
      },
      {
        id: 2,
        amount: 1250.5,
        status: 'paid',
        reference: 'PAY-000007-2',
        method: { id: 3, label: 'Meeza' },
        at: '2026-03-01T09:05:00.000Z',
      },
    ];
    serve();
    const view = renderDetails(['view-Subscription']);
    const table = await screen.findByRole('table', { name: 'Payments' }, LONG);
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Payment method', 'Amount', 'Status', 'Reference']);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .slice(1)
        // Intl puts a no-break space between the currency and the amount.
        .map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['Meeza', 'EGP 1,250.50', 'Paid', 'PAY-000007-2']);
    expect(within(rows[1]).getByText('Failed')).toBeInTheDocument();
    view.unmount();

    renderDetails(['view-Subscription'], 'ar');
    const arabic = await screen.findByRole('table', { name: 'المدفوعات' }, LONG);
    expect(within(arabic).getByText('مدفوعة')).toBeInTheDocument();
    expect(within(arabic).getByText(/١٬٢٥٠٫٥٠/)).toBeInTheDocument();
  });

  it('says when a subscription has no payments yet', async () => {
    payments = [];
    serve();
    renderDetails(['view-Subscription']);
    expect(await screen.findByText('No payments yet.', {}, LONG)).toBeInTheDocument();
  });
});
