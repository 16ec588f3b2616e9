// Saved views of the users list: the kit saves its own view (shared with its own role), lists it, changes
// it and deletes it; a view left by a failed step is deleted at the end.
import { type Check, type ContractContext, contractName, made, undo } from '../context';
import { check, envelope, equal, expectCall, typed } from '../expect';
import { contractRole, createdId } from './helpers';

const MODEL = 'users';

function viewBody(name: string, roleIds: number[]) {
  return {
    name,
    filters: { status: ['active'] },
    sort: { by: 'created_at', desc: true },
    columns: ['name', 'email'],
    page_size: 60,
    shared_role_ids: roleIds,
    is_default: false,
  };
}

/** Saves a kit view (POST views/users) with its undo, which tolerates a view already deleted. */
async function kitView(context: ContractContext, key: string): Promise<number> {
  return made(context, `view-${key}`, async () => {
    const role = await contractRole(context);
    const { data } = await expectCall(context, 'POST', `views/${MODEL}`, 201, {
      json: viewBody(contractName(`view-${key}`).slice(0, 80), [role]),
    });
    const id = createdId(data);
    undo(context, `delete view ${id}`, async () => {
      envelope(await context.client.call('DELETE', `views/${MODEL}/${id}`), [200, 404]);
    });
    return id;
  });
}

export const savedViewChecks: Check[] = [
  {
    operation: 'POST /views/{model}',
    async run(context) {
      await expectCall(context, 'POST', `views/${MODEL}`, 401, { token: null, json: viewBody('x', []) });
      await expectCall(context, 'POST', `views/${MODEL}`, 400, { json: { name: 'x' } });
      const refused = await expectCall(context, 'POST', `views/${MODEL}`, 422, {
        json: { ...viewBody(contractName('view'), []), page_size: 7 },
      });
      check(Array.isArray(refused.errors?.page_size), 'errors.page_size: expected the page size named');
      await kitView(context, 'main');
    },
  },
  {
    operation: 'GET /views/{model}',
    async run(context) {
      const id = await kitView(context, 'main');
      const { data } = await expectCall(context, 'GET', `views/${MODEL}`, 200);
      typed(data, 'array', 'data');
      const view = (data as any[]).find((entry) => Number(entry.id) === id);
      check(view, `data: the view ${id} the kit saved is not listed`);
      equal(view.mine, true, 'data[].mine');
      equal(view.page_size, 60, 'data[].page_size');
      await expectCall(context, 'GET', 'views/no-such-model', 404);
    },
  },
  {
    operation: 'POST /views/{model}/{id}',
    async run(context) {
      const id = await kitView(context, 'main');
      const { data } = await expectCall(context, 'POST', `views/${MODEL}/${id}`, 200, {
        json: { page_size: 90, is_default: true },
      });
      equal(data.page_size, 90, 'data.page_size');
      equal(data.is_default, true, 'data.is_default');
      await expectCall(context, 'POST', `views/${MODEL}/${id}`, 422, { json: { columns: [] } });
    },
  },
  {
    operation: 'DELETE /views/{model}/{id}',
    async run(context) {
      const id = await kitView(context, 'deleted');
      const { data } = await expectCall(context, 'DELETE', `views/${MODEL}/${id}`, 200);
      equal(Number(data.id), id, 'data.id');
      await expectCall(context, 'DELETE', `views/${MODEL}/${id}`, 404);
    },
  },
];
