// The payout request's transition form: only the possible next states, a reason to reject, a reference to
// pay, the body POST payout-request/update/{id} gets, the server's refusal, and a final request.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import PayoutTransitionPage from '../../../src/resources/payout-requests/PayoutTransitionPage';
import { api, server } from '../msw';
import { helperOf, here, recordPost, renderForm } from './renderForm';

const FINANCE = ['view-PayoutRequest', 'edit-payoutrequests'];

function serveRequest(status: string) {
  server.use(
    http.get(api('getSingle/payout-requests/7'), () =>
      HttpResponse.json({
        state: 1,
        data: {
          item: { ID: 7, reference: 'PO-000007', amount: 1250.5, status, payee_balance: 3000, transitions: [] },
          notes: [],
        },
      }),
    ),
  );
}

function open(query = '', locale: 'en' | 'ar' = 'en', permissions = FINANCE) {
  renderForm({
    resource: 'payout-requests',
    page: PayoutTransitionPage,
    url: `/default/payout-requests/ops/7${query}`,
    permissions,
    locale,
  });
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('payout transition form', () => {
  it('offers approve or reject for a pending request, and rejects only with a reason', async () => {
    const user = userEvent.setup();
    serveRequest('pending');
    const posts = recordPost('payout-request/update/7', () => ({ state: 1, message: 'ok', data: { ID: 7 } }));
    open('?status=rejected');
    expect(await screen.findByText('PO-000007: 1,250.50 EGP, now Pending')).toBeInTheDocument();
    expect(screen.getByText("Payee's balance: 3,000.00 EGP")).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /New status/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Approved',
      'Rejected',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(helperOf(/Reason for rejecting/)).toBe('Give the reason for rejecting.'));
    expect(posts).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Reason for rejecting/ }), '  Wrong IBAN ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toEqual([{ status: 'rejected', reason: 'Wrong IBAN' }]));
    await waitFor(() => expect(here.path).toBe('/default/payout-requests/7'));
  });

  it('pays an approved request with its transfer reference', async () => {
    const user = userEvent.setup();
    serveRequest('approved');
    const posts = recordPost('payout-request/update/7', () => ({ state: 1, message: 'ok', data: { ID: 7 } }));
    open();
    await screen.findByText('PO-000007: 1,250.50 EGP, now Approved');
    await choose(user, /New status/, 'Paid');
    await user.type(screen.getByRole('textbox', { name: /Transfer reference/ }), 'TRF-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toEqual([{ status: 'paid', reference: 'TRF-1' }]));
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    serveRequest('pending');
    recordPost(
      'payout-request/update/7',
      () =>
        new Response(
          JSON.stringify({
            state: 0,
            message: 'Payout request PO-000007 asks for 1250.50 EGP, above the balance of 300.00 EGP.',
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    );
    open('?status=approved');
    await screen.findByText('PO-000007: 1,250.50 EGP, now Pending');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Payout request PO-000007 asks for 1250.50 EGP, above the balance of 300.00 EGP.'),
    ).toBeInTheDocument();
  });

  it('says in Arabic that a paid request is final', async () => {
    serveRequest('paid');
    open('', 'ar');
    expect(await screen.findByText('هذا الطلب نهائي: لا يمكن أن يتغير بعد الآن.')).toBeInTheDocument();
  });

  it('is closed to admins who may only view payout requests', async () => {
    serveRequest('pending');
    open('', 'en', ['view-PayoutRequest']);
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission in this page");
  });
});
