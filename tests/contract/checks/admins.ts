// Admins, roles, pending sign-ups and members: the kit's own CONTRACT- admin and role (trashed at the end);
// a member is changed and changed back.
import { type Check, type ContractContext, contractName, made, Skip, undo } from '../context';
import { check, envelope, equal, expectCall, typed } from '../expect';
import { contractRole, createdId, itemOf, limitedToken, someId } from './helpers';

function contractAdmin(context: ContractContext): Promise<number> {
  return made(context, 'admin', async () => {
    const role = await contractRole(context);
    const body = await expectCall(context, 'POST', 'admins', 201, {
      json: {
        first_name: 'CONTRACT',
        last_name: 'admin',
        email: `${contractName('admin').toLowerCase()}@contract.invalid`,
        password: 'Contract#2026-kit',
        role_id: role,
      },
    });
    const id = createdId(body.data);
    undo(context, `trash admin ${id}`, async () => {
      envelope(await context.client.call('POST', 'search', { json: { model: 'admins', id, action: 'delete' } }), 200);
    });
    return id;
  });
}

/** The id of a pending account the kit signed up itself (POST sign-up), or a SKIP. */
async function pendingOfKit(context: ContractContext, purpose: 'approve' | 'reject'): Promise<number> {
  const email = (await context.made.get(`pending-${purpose}`)) as string | undefined;
  if (!email)
    throw new Skip('no pending account of the kit (sign-up is off or failed), and others are not the kit’s to change');
  const { data } = await expectCall(context, 'GET', 'admins/pending', 200);
  const rows: any[] = Array.isArray(data) ? data : (data?.data ?? data?.items ?? []);
  const row = rows.find((pending) => String(pending.email).toLowerCase() === email);
  check(row, `GET admins/pending does not list ${email}, signed up by the kit`);
  return Number(row.id);
}

export const adminChecks: Check[] = [
  {
    operation: 'POST /admins',
    async run(context) {
      await contractAdmin(context);
      await expectCall(context, 'POST', 'admins', 400, { json: { first_name: 'x', nickname: 'x' } });
      const token = await limitedToken(context).catch(() => null);
      if (token) await expectCall(context, 'POST', 'admins', 403, { json: { first_name: 'x' }, token });
    },
  },
  {
    operation: 'POST /admins/{id}',
    async run(context) {
      const id = await contractAdmin(context);
      const { data } = await expectCall(context, 'POST', `admins/${id}`, 200, { json: { last_name: 'admin-changed' } });
      equal(data.last_name, 'admin-changed', 'data.last_name');
    },
  },
  {
    operation: 'GET /admins/pending',
    async run(context) {
      const { data } = await expectCall(context, 'GET', 'admins/pending', 200);
      check(data !== null && typeof data === 'object', 'data: expected the pending accounts');
    },
  },
  {
    operation: 'POST /admins/approve/{id}',
    async run(context) {
      const id = await pendingOfKit(context, 'approve');
      await expectCall(context, 'POST', `admins/approve/${id}`, 200, {
        json: { role_id: await contractRole(context) },
      });
      undo(context, `trash approved admin ${id}`, async () => {
        envelope(await context.client.call('POST', 'search', { json: { model: 'admins', id, action: 'delete' } }), 200);
      });
    },
  },
  {
    operation: 'POST /admins/reject/{id}',
    async run(context) {
      const id = await pendingOfKit(context, 'reject');
      await expectCall(context, 'POST', `admins/reject/${id}`, 200);
    },
  },
  {
    operation: 'POST /user-update/{id}',
    async run(context) {
      const id = await someId(context, 'users');
      const before = (await itemOf(context, 'users', id)).last_name;
      const { data } = await expectCall(context, 'POST', `user-update/${id}`, 200, { json: { last_name: 'CONTRACT' } });
      undo(context, `put member ${id}'s last name back`, async () => {
        const json = { last_name: before ?? '' };
        envelope(await context.client.call('POST', `user-update/${id}`, { json }), 200);
      });
      equal((data?.item ?? data)?.last_name, 'CONTRACT', 'data.last_name');
      await expectCall(context, 'POST', `user-update/${id}`, 400, { json: { nickname: 'x' } });
    },
  },
  {
    operation: 'GET /role/permissions',
    async run(context) {
      const { data } = await expectCall(context, 'GET', 'role/permissions', 200);
      typed(data.permissions, 'array', 'data.permissions');
    },
  },
  {
    operation: 'POST /role/create',
    async run(context) {
      await contractRole(context);
      await expectCall(context, 'POST', 'role/create', 400, { json: { name: 'x', permissions: [], colour: 'red' } });
    },
  },
  {
    operation: 'POST /role/update/{id}',
    async run(context) {
      const id = await contractRole(context);
      await expectCall(context, 'POST', `role/update/${id}`, 200, {
        json: { permissions: ['view-Coupon', 'view-City'] },
      });
    },
  },
];
