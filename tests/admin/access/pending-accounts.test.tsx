// The pending accounts above the admins list: shown only when some wait; approve with a chosen role
// (POST admins/approve/{id}, the server's refusal in the dialog), reject after a confirmation; the buttons
// only for admins who may change admins; Arabic.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import PendingAccounts from '../../../src/resources/admins/PendingAccounts';
import { adminRecord } from '../dataProviderAnswers';
import { answerPicker, recordPost } from '../forms/renderForm';
import { api, server } from '../msw';
import { renderAdmin } from '../renderAdmin';

const HALA = {
  id: 71,
  first_name: 'Hala',
  last_name: 'Nour',
  email: 'hala@demo.test',
  created_at: '2026-11-24T09:00:00Z',
};
let waiting = [HALA];

function open(permissions = ['view-Admin', 'edit-admins'], locale: 'en' | 'ar' = 'en') {
  server.use(http.get(api('admins/pending'), () => HttpResponse.json({ state: 1, data: waiting })));
  answerPicker({ roles: { 4: 'Member Viewer', 5: 'Finance' } });
  renderAdmin(<Route path="/default/admins" element={<PendingAccounts />} />, {
    url: '/default/admins',
    permissions,
    locale,
  });
}

describe('pending accounts', () => {
  it('approves an account with the chosen role, showing a refusal first', async () => {
    waiting = [HALA];
    const user = userEvent.setup();
    let refuse = true;
    const bodies = recordPost('admins/approve/71', () => {
      if (refuse) {
        refuse = false;
        return HttpResponse.json(
          {
            state: 0,
            message: 'The given data was invalid.',
            errors: { role_id: ['You cannot give a role that holds permissions you do not hold: view-Payment.'] },
          },
          { status: 422 },
        );
      }
      waiting = [];
      // The approved account's profile, with the role it was given.
      const { id, first_name, last_name, email } = HALA;
      const approved = { id, first_name, last_name, email, image: null, role: 'Finance', role_id: 5 };
      return { state: 1, message: 'The account was approved.', data: { ...adminRecord(71), ...approved } };
    });
    open();
    const section = await screen.findByRole('region', { name: 'Accounts waiting for approval' });
    expect(within(section).getByRole('cell', { name: 'hala@demo.test' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Approve Hala Nour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Hala Nour' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Choose a role.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Role to give' }));
    await user.click(await screen.findByRole('option', { name: 'Finance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText('You cannot give a role that holds permissions you do not hold: view-Payment.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Accounts waiting for approval' })).toBeNull());
    expect(bodies).toEqual([{ role_id: 5 }, { role_id: 5 }]);
  });

  it('rejects an account after a confirmation', async () => {
    waiting = [HALA];
    const user = userEvent.setup();
    const bodies = recordPost('admins/reject/71', () => {
      waiting = [];
      return { state: 1, message: 'The account was rejected and removed.', data: { id: 71 } };
    });
    open();
    await user.click(await screen.findByRole('button', { name: 'Reject Hala Nour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Hala Nour?' });
    expect(within(dialog).getByText('The account is removed; its address may sign up again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Accounts waiting for approval' })).toBeNull());
    expect(bodies).toHaveLength(1);
  });

  it('shows nothing when no account waits, and no buttons to a role that may only view admins', async () => {
    waiting = [];
    open();
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    waiting = [HALA];
    open(['view-Admin'], 'ar');
    const section = await screen.findByRole('region', { name: 'حسابات بانتظار الاعتماد' });
    expect(within(section).getByRole('cell', { name: 'Hala Nour' })).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
