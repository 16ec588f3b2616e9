// `POST search`: the answer's shape, paging, filters, sorting and export (docs/api.md, Models and search).
import type { ContractClient } from './client';
import type { Check } from './context';
import { check, envelope, equal, fail, typed } from './expect';

const MODEL = 'coupons';

async function search(client: ContractClient, body: Record<string, unknown>) {
  return envelope(await client.call('POST', 'search', { json: { model: MODEL, ...body } }), 200).data;
}

const idsOf = (data: any): number[] => data.results.data.map((row: any) => row.ID);

export const searchChecks: Check[] = [
  {
    endpoint: 'POST search (answer shape)',
    async run({ client }) {
      const data = await search(client, { itemsPerPage: 30, page: 1 });
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
    endpoint: 'POST search (paging)',
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
    endpoint: 'POST search (sorting)',
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
    endpoint: 'POST search (filters)',
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
    endpoint: 'POST search with an unknown model (404)',
    async run({ client }) {
      envelope(await client.call('POST', 'search', { json: { model: 'no_such_model' } }), 404);
    },
  },
  ...(['excel', 'pdf'] as const).map(
    (format): Check => ({
      endpoint: `POST search (export_format ${format})`,
      http: true,
      async run({ client }) {
        const answer = await client.call('POST', 'search', {
          json: { model: MODEL, export_format: format, filters: {} },
        });
        if (answer.status !== 200) fail(`status ${answer.status}, expected 200`);
        const type = answer.headers.get('content-type') ?? '';
        const wanted =
          format === 'excel' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/pdf';
        check(type.startsWith(wanted), `Content-Type: expected ${wanted}, got ${type || 'none'}`);
        const disposition = answer.headers.get('content-disposition') ?? '';
        check(
          /^attachment;\s*filename=/i.test(disposition),
          `Content-Disposition: expected an attachment with a file name, got "${disposition}"`,
        );
        check(answer.bytes > 0, 'the file is empty');
      },
    }),
  ),
];
