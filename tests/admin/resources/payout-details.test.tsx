// The payout request's details page: its decisions (only those its state allows, only for finance), each
// confirmed in a dialog that states the payee, the amount and the wallet balance and asks a rejection's
// reason or a payment's reference, the body POST payout-request/update/{id} gets, the server's refusal in
// the dialog, the history read again once decided, and the old transition address, in both languages.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, AdminUI, memoryStore, Resource } from 'react-admin';
import { dataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { modelResources } from '../../../src/resources';
import { authWith } from '../list/renderList';
import { api, server } from '../msw';
import { SERVED_MODELS } from '../servedModels';

const declarations = modelResources(SERVED_MODELS.filter((model) => model.name === 'payout-requests'));
const FINANCE = ['view-PayoutRequest', 'edit-payoutrequests'];

function renderDetails(permissions: string[], locale: 'en' | 'ar' = 'en', url = '/default/payout-requests/7') {
  return render(
    <MemoryRouter initialEntries={[url]}>
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
            </AdminContext>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const APPROVAL = {
  from: 'pending',
  to: 'approved',
  reason: null,
  reference: null,
  admin: { id: 1, label: 'Sara Finance' },
  at: '2026-03-02T09:15:00.000Z',
};

/** Answers getSingle with the request in `status()` (read at each load) and the transitions so far. */
function serve(status: () => string, transitions: () => unknown[] = () => [APPROVAL]) {
  server.use(
    http.get(api('getSingle/payout-requests/7'), () =>
      HttpResponse.json({
        state: 1,
        data: {
          item: {
            ID: 7,
            id: 7,
            is_trashed: 0,
            reference: 'PO-000007',
            amount: 1250,
            status: status(),
            payee_balance: 3000,
            payee_name: 'Omar Said',
            currency: 'EGP',
            transitions: transitions(),
          },
          row: { ID: 7, is_trashed: 0, reference: 'PO-000007' },
          title: 'PO-000007',
          headers: [{ text: 'Reference', value: 'reference', type: 'text', sortable: true }],
          notes: [],
        },
      }),
    ),
  );
}

/** Answers POST payout-request/update/7 with `answer` and records every body. */
function recordUpdate(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(api('payout-request/update/7'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const moved = (status: string) =>
  HttpResponse.json({
    state: 1,
    message: 'Payout request PO-000007 changed.',
    data: {
      ID: 7,
      id: 7,
      reference: 'PO-000007',
      user_id: 12,
      amount: 1250,
      method: 'bank',
      account: 'EG•• •••• 4821',
      status,
      processed_at: '2026-03-03T10:00:00.000Z',
      transfer_reference: status === 'paid' ? 'TRF-1' : null,
      rejection_reason: status === 'rejected' ? 'Wrong IBAN' : null,
      created_at: '2026-03-01T08:00:00.000Z',
      updated_at: '2026-03-03T10:00:00.000Z',
      deleted_at: null,
    },
  });

describe('payout request details', () => {
  it('offers only the decisions the state allows, and none to an admin who may only view', async () => {
    serve(() => 'approved');
    const view = renderDetails(['view-PayoutRequest']);
    await screen.findByRole('table', { name: 'History' });
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
    view.unmount();
    renderDetails(FINANCE);
    expect(await screen.findByRole('button', { name: 'Mark as paid' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    const history = screen.getByRole('table', { name: 'History' });
    const cells = within(within(history).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual(['Sara Finance', 'Pending → Approved', '']);
  });

  it('offers nothing for a paid request', async () => {
    serve(() => 'paid');
    renderDetails(FINANCE);
    await screen.findByRole('table', { name: 'History' });
    for (const name of ['Approve', 'Reject', 'Mark as paid']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('changes nothing until a decision is confirmed, and refuses a rejection without its reason', async () => {
    const user = userEvent.setup();
    serve(
      () => 'pending',
      () => [],
    );
    const posts = recordUpdate(() => moved('rejected'));
    renderDetails(FINANCE);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject payout request PO-000007?' });
    expect(within(dialog).getByText('Omar Said')).toBeInTheDocument();
    expect(within(dialog).getByText('EGP 1,250.00')).toBeInTheDocument();
    expect(within(dialog).getByText('EGP 3,000.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give the reason for rejecting.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toHaveLength(0);
  });

  it('rejects with the reason, sends exactly the decision and reads the history again', async () => {
    const user = userEvent.setup();
    let status = 'pending';
    serve(
      () => status,
      () => (status === 'pending' ? [] : [{ ...APPROVAL, to: 'rejected', reason: 'Wrong IBAN' }]),
    );
    const posts = recordUpdate((body) => {
      status = String(body.status);
      return moved(status);
    });
    renderDetails(FINANCE);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject payout request PO-000007?' });
    // The reason's field has the focus: typing goes straight into it.
    await user.keyboard('  Wrong IBAN ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posts).toEqual([{ status: 'rejected', reason: 'Wrong IBAN' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const history = await screen.findByRole('table', { name: 'History' });
    expect(await within(history).findByText('Pending → Rejected')).toBeInTheDocument();
    expect(within(history).getByText('Wrong IBAN')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    serve(
      () => 'pending',
      () => [],
    );
    const message = 'Payout request PO-000007 asks for 1250.00 EGP, above the balance of 300.00 EGP.';
    const posts = recordUpdate(() => HttpResponse.json({ state: 0, message }, { status: 409 }));
    renderDetails(FINANCE);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payout request PO-000007?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(posts).toEqual([{ status: 'approved' }]);
  });

  it('opens the payment from an old transition link and pays with the reference, in Arabic', async () => {
    const user = userEvent.setup();
    serve(() => 'approved');
    const posts = recordUpdate(() => moved('paid'));
    renderDetails(FINANCE, 'ar', '/default/payout-requests/ops/7?status=paid');
    const dialog = await screen.findByRole('dialog', { name: 'تعليم طلب السحب PO-000007 كمدفوع؟' });
    expect(within(dialog).getByText('المستفيد')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/ج\.م\./)).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'تعليم كمدفوع' }));
    expect(await within(dialog).findByText('اذكر مرجع التحويل.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /مرجع التحويل/ }), 'TRF-1');
    await user.click(within(dialog).getByRole('button', { name: 'تعليم كمدفوع' }));
    await waitFor(() => expect(posts).toEqual([{ status: 'paid', reference: 'TRF-1' }]));
  });
});
