// Writes on a row the kit creates itself: a model's store and update paths, getSingle, notes, and the
// actions of `POST search` (disable, enable, delete to the trash, restore). Other rows are never touched.
import { randomBytes } from 'node:crypto';
import type { ContractClient } from './client';
import { type Check, type ContractContext, Skip } from './context';
import { check, envelope, equal, fail, typed } from './expect';

function localDay(offset: number): string {
  const date = new Date(Date.now() + offset * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function newCoupon() {
  return {
    code: `CONTRACT-${randomBytes(4).toString('hex').toUpperCase()}`,
    title_en: 'Contract check',
    title_ar: 'فحص العقد',
    discount_type: 'percentage',
    value: 10,
    max_discount: 50,
    usage_limit: 5,
    usage_limit_per_user: 1,
    valid_from: localDay(1),
    valid_until: localDay(30),
    applies_to_all_programs: 1,
    program_ids: [],
    diet_program_ids: [],
    enabled: 1,
  };
}

function mine(context: ContractContext): number {
  const id = context.created[0];
  if (id === undefined) fail('no row of the kit exists (its create failed above)');
  return id;
}

async function single(client: ContractClient, id: number) {
  return envelope(await client.call('GET', `getSingle/coupons/${id}`), 200).data;
}

async function action(client: ContractClient, id: number | number[], name: string) {
  return envelope(await client.call('POST', 'search', { json: { model: 'coupons', id, action: name } }), 200);
}

export const writeChecks: Check[] = [
  {
    endpoint: 'POST coupons/store',
    async run(context) {
      const coupon = newCoupon();
      // docs/api.md: a create answers 200 or 201 with the new row.
      const { data } = envelope(await context.client.call('POST', 'coupons/store', { json: coupon }), [200, 201]);
      const id = Number(data?.id ?? data?.ID);
      check(
        Number.isInteger(id) && id > 0,
        `data.id: expected the new row's id, got ${JSON.stringify(data?.id ?? data?.ID)}`,
      );
      context.created.push(id);
      const invalid = await context.client.call('POST', 'coupons/store', { json: { ...newCoupon(), value: 'ten' } });
      envelope(invalid, 422);
      typed(invalid.body.errors, 'object', 'errors of a 422');
    },
  },
  {
    endpoint: 'GET getSingle/{model}/{id}',
    async run(context) {
      const data = await single(context.client, mine(context));
      typed(data.item, 'object', 'data.item');
      equal(data.item.title_en, 'Contract check', 'data.item.title_en');
      typed(data.notes, 'array', 'data.notes');
      envelope(await context.client.call('GET', 'getSingle/coupons/2147483000'), 404);
      envelope(await context.client.call('GET', 'getSingle/coupons/abc'), 400);
    },
  },
  {
    endpoint: 'POST coupons/update/{id}',
    async run(context) {
      const id = mine(context);
      const { item } = await single(context.client, id);
      const changed = {
        ...newCoupon(),
        code: item.code,
        title_en: 'Contract check, changed',
        valid_from: item.valid_from,
      };
      envelope(await context.client.call('POST', `coupons/update/${id}`, { json: changed }), 200);
      equal(
        (await single(context.client, id)).item.title_en,
        'Contract check, changed',
        'data.item.title_en after the update',
      );
    },
  },
  {
    endpoint: 'POST add-note/{model}/{id}',
    async run(context) {
      const id = mine(context);
      const { data } = envelope(
        await context.client.call('POST', `add-note/coupons/${id}`, {
          json: { note: '<p>Contract note</p>', is_private: 0 },
        }),
        200,
      );
      typed(data, 'object', 'data');
      const { notes } = await single(context.client, id);
      check(
        notes.some((note: any) => String(note.note).includes('Contract note')),
        'getSingle does not list the note just added',
      );
      envelope(await context.client.call('POST', `add-note/coupons/${id}`, { json: { note: '<p><br></p>' } }), 422);
    },
  },
  {
    endpoint: 'POST search (action disable / enable)',
    async run(context) {
      const id = mine(context);
      equal((await action(context.client, id, 'disable')).data?.affected, 1, 'data.affected of disable');
      equal((await single(context.client, id)).item.enabled, 0, 'enabled after disable');
      await action(context.client, [id], 'enable');
      equal((await single(context.client, id)).item.enabled, 1, 'enabled after enable');
    },
  },
  {
    endpoint: 'POST search (action delete / restore, trash)',
    async run(context) {
      const id = mine(context);
      await action(context.client, id, 'delete');
      const trashed = envelope(
        await context.client.call('POST', 'search', {
          json: { model: 'coupons', filters: { show_trash: true }, itemsPerPage: 150 },
        }),
        200,
      ).data;
      check(
        trashed.results.data.some((row: any) => row.ID === id),
        'a deleted row is not listed with show_trash',
      );
      await action(context.client, id, 'restore');
      equal((await single(context.client, id)).item.is_trashed, 0, 'is_trashed after restore');
    },
  },
  {
    endpoint: 'POST search (action refusals change nothing)',
    async run(context) {
      const id = mine(context);
      envelope(await context.client.call('POST', 'search', { json: { model: 'coupons', id, action: 'explode' } }), 400);
      envelope(
        await context.client.call('POST', 'search', {
          json: { model: 'coupons', id: [id, 2147483000], action: 'disable' },
        }),
        404,
      );
      equal(
        (await single(context.client, id)).item.enabled,
        1,
        'enabled after a refused disable that named a missing row',
      );
    },
  },
];

/** Run last but one: the kit's rows go back to the trash. */
export const cleanupCheck: Check = {
  endpoint: 'clean-up (the kit trashes its own rows)',
  async run(context) {
    if (context.created.length === 0) throw new Skip('the kit created no rows');
    await action(context.client, context.created, 'delete');
  },
};
