// `POST search`: the answer's shape, paging, filters, sorting, exports, refusals and the row actions on the
// kit's own coupon (docs/api.md, Models and search), one step after the other.
import type { ContractClient } from '../client';
import type { Check, ContractContext } from '../context';
import { check, envelope, equal, expectCall, expectFile, typed } from '../expect';
import { kitCoupon, kitCouponFilter } from './forms';
import { FILE_EXPORTS } from '../notInDemo';
import { limitedToken } from './helpers';

interface Step {
  step: string;
  run(context: ContractContext): Promise<void>;
}

const MODEL = 'coupons';

async function search(client: ContractClient, body: Record<string, unknown>) {
  return envelope(await client.call('POST', 'search', { json: { model: MODEL, ...body } }), 200).data;
}

/** The first page, checked against the document too. */
async function documentedSearch(context: ContractContext, body: Record<string, unknown>) {
  return (await expectCall(context, 'POST', 'search', 200, { json: { model: MODEL, ...body } })).data;
}

const idsOf = (data: any): number[] => data.results.data.map((row: any) => row.ID);

const steps: Step[] = [
  {
    step: '(answer shape)',
    async run(context) {
      const { client } = context;
      const data = await documentedSearch(context, { itemsPerPage: 30, page: 1 });
      typed(data.fields, 'object', 'data.fields');
      typed(data.fields.fields, 'array', 'data.fields.fields');
      typed(data.fields.rangeFields, 'array', 'data.fields.rangeFields');
      for (const [index, field] of data.fields.fields.entries()) {
        typed(field.name, 'string', `data.fields.fields[${index}].name`);
        check(
          ['select', 'varchar', 'bigint', 'timestamp', 'date'].includes(field.type),
          `data.fields.fields[${index}].type: unknown type ${JSON.stringify(field.type)}`,
        );
      }
      typed(data.results, 'object', 'data.results');
      typed(data.results.data, 'array', 'data.results.data');
      typed(data.results.total, 'integer', 'data.results.total');
      check(data.results.data.length <= 30, `data.results.data: ${data.results.data.length} rows on a page of 30`);
      data.results.data.forEach((row: any, index: number) =>
        typed(row.ID, 'integer', `data.results.data[${index}].ID`),
      );
      typed(data.totals, 'object', 'data.totals');
      typed(data.options, 'object', 'data.options');
      for (const flag of ['notable', 'deletable', 'chartable'])
        typed(data.options[flag], 'boolean', `data.options.${flag}`);
      typed(data.options.bulkActions, 'array', 'data.options.bulkActions');
      typed(data.charts?.months, 'array', 'data.charts.months');
      typed(data.charts?.counts, 'array', 'data.charts.counts');
      typed(data.headers, 'array', 'data.headers');
      data.headers.forEach((header: any, index: number) => {
        typed(header.text, 'string', `data.headers[${index}].text`);
        typed(header.value, 'string', `data.headers[${index}].value`);
      });
      // Optional: only a backend that estimates broad searches sends it, and never when asked for exact.
      if (data.estimated !== undefined) typed(data.estimated, 'boolean', 'data.estimated');
      const exact = await search(client, { itemsPerPage: 30, page: 1, exact: true });
      check(exact.estimated !== true, 'data.estimated: true in an answer to exact: true');
    },
  },
  {
    step: '(activity log: changes cells)',
    async run(context) {
      // The kit's coupon was written by the steps before (or the forms' checks): the log holds entries.
      await kitCoupon(context);
      const { data } = await expectCall(context, 'POST', 'search', 200, {
        json: { model: 'activity-log', itemsPerPage: 30, page: 1 },
      });
      const header = data.headers.find((candidate: any) => candidate.value === 'changes');
      equal(header?.type, 'changes', 'the type of the activity log header changes');
      data.results.data.forEach((row: any, index: number) => {
        const cell = row.changes;
        if (cell === null) return;
        const where = `data.results.data[${index}].changes`;
        typed(cell, 'object', where);
        typed(cell.records, 'array', `${where}.records`);
        typed(cell.labels, 'object', `${where}.labels`);
        cell.records.forEach((record: any, at: number) =>
          typed(record.label, 'string', `${where}.records[${at}].label`),
        );
      });
    },
  },
  {
    step: '(paging)',
    async run({ client }) {
      const first = await search(client, { itemsPerPage: 30, page: 1, sortBy: ['ID'], sortDesc: [false] });
      const total = first.results.total as number;
      const second = await search(client, { itemsPerPage: 30, page: 2, sortBy: ['ID'], sortDesc: [false] });
      equal(second.results.total, total, 'data.results.total of page 2');
      const overlap = idsOf(second).filter((id) => idsOf(first).includes(id));
      check(overlap.length === 0, `pages 1 and 2 share rows ${overlap.join(', ')}`);
      const past = await search(client, { itemsPerPage: 150, page: Math.ceil(total / 150) + 1 });
      equal(past.results.data, [], 'data.results.data past the last page');
      equal(past.results.total, total, 'data.results.total past the last page');
      envelope(await client.call('POST', 'search', { json: { model: MODEL, itemsPerPage: 31 } }), 400);
    },
  },
  {
    step: '(sorting)',
    async run({ client }) {
      const ascending = idsOf(await search(client, { sortBy: ['ID'], sortDesc: [false] }));
      check(
        ascending.every((id, index) => index === 0 || ascending[index - 1] < id),
        `sortBy ID ascending gave ${ascending.slice(0, 6).join(', ')}…`,
      );
      const descending = idsOf(await search(client, { sortBy: 'ID', sortDesc: true }));
      check(
        descending.every((id, index) => index === 0 || descending[index - 1] > id),
        `sortBy ID descending gave ${descending.slice(0, 6).join(', ')}…`,
      );
    },
  },
  {
    step: '(filters)',
    async run({ client }) {
      envelope(await client.call('POST', 'search', { json: { model: MODEL, filters: { no_such_filter: 1 } } }), 400);
      envelope(await client.call('POST', 'search', { json: { model: MODEL, filters: 'all' } }), 400);
      const trashed = await search(client, { filters: { show_trash: true } });
      trashed.results.data.forEach((row: any, index: number) =>
        equal(row.is_trashed, 1, `data.results.data[${index}].is_trashed with show_trash`),
      );
      const live = await search(client, { filters: { show_trash: false } });
      live.results.data.forEach((row: any, index: number) =>
        equal(row.is_trashed, 0, `data.results.data[${index}].is_trashed without show_trash`),
      );
    },
  },
  {
    step: 'an unknown model (404)',
    async run({ client }) {
      envelope(await client.call('POST', 'search', { json: { model: 'no_such_model' } }), 404);
    },
  },
  ...(['excel', 'pdf'] as const).map(
    (format): Step => ({
      step: `(export_format ${format})`,
      async run(context) {
        if (context.options.notOffered?.operations.includes(FILE_EXPORTS)) return;
        const wanted =
          format === 'excel' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/pdf';
        await expectFile(context, 'POST', 'search', [wanted], {
          json: { model: MODEL, export_format: format, filters: await kitCouponFilter(context) },
        });
      },
    }),
  ),
  {
    step: '(malformed JSON, 400)',
    async run({ client }) {
      envelope(await client.call('POST', 'search', { raw: '{"model": "coupons",' }), 400);
    },
  },
  {
    step: '(without the permission, 403)',
    async run(context) {
      const token = await limitedToken(context).catch(() => null);
      if (token) await expectCall(context, 'POST', 'search', 403, { json: { model: MODEL }, token });
    },
  },
  {
    step: '(action disable / enable on the kit’s coupon)',
    async run(context) {
      const id = await kitCoupon(context);
      equal((await action(context, id, 'disable')).data?.affected, 1, 'data.affected of disable');
      equal((await single(context.client, id)).item.enabled, 0, 'enabled after disable');
      await action(context, [id], 'enable');
      equal((await single(context.client, id)).item.enabled, 1, 'enabled after enable');
    },
  },
  {
    step: '(action delete / restore, trash)',
    async run(context) {
      const id = await kitCoupon(context);
      await action(context, id, 'delete');
      const trashed = await search(context.client, { filters: { show_trash: true }, itemsPerPage: 150 });
      check(
        trashed.results.data.some((row: any) => row.ID === id),
        'a deleted row is not listed with show_trash',
      );
      await action(context, id, 'restore');
      equal((await single(context.client, id)).item.is_trashed, 0, 'is_trashed after restore');
    },
  },
  {
    step: '(action refusals change nothing)',
    async run(context) {
      const id = await kitCoupon(context);
      const { client } = context;
      envelope(await client.call('POST', 'search', { json: { model: MODEL, id, action: 'explode' } }), 400);
      envelope(
        await client.call('POST', 'search', { json: { model: MODEL, id: [id, 2147483000], action: 'disable' } }),
        404,
      );
      equal((await single(client, id)).item.enabled, 1, 'enabled after a refused disable that named a missing row');
    },
  },
];

async function single(client: ContractClient, id: number) {
  return envelope(await client.call('GET', `getSingle/coupons/${id}`), 200).data;
}

async function action(context: ContractContext, id: number | number[], name: string) {
  return expectCall(context, 'POST', 'search', 200, { json: { model: MODEL, id, action: name } });
}

export const searchCheck: Check = {
  operation: 'POST /search',
  async run(context) {
    for (const { step, run } of steps) {
      try {
        await run(context);
      } catch (error) {
        if (error instanceof Error) error.message = `${step} ${error.message}`;
        throw error;
      }
    }
  },
};
