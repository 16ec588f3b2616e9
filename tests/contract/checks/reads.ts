// Operations that only read: the dashboard, settings (one changed and put back), the registry, pickers,
// single records, activity, referrals, export jobs and their files.
import { type Check, type ContractContext, made, Skip, undo, unlessNotOffered } from '../context';
import { FILE_EXPORTS } from '../notInDemo';
import { check, envelope, expectCall, expectFile, fail, typed } from '../expect';
import { kitCouponFilter } from './forms';
import { someId } from './helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An export job of the kit (POST search with `job: true`), waited for until it is done. */
function exportJob(context: ContractContext): Promise<string> {
  unlessNotOffered(context, FILE_EXPORTS);
  return made(context, 'job', async () => {
    const { data } = await expectCall(context, 'POST', 'search', 202, {
      json: { model: 'coupons', export_format: 'excel', job: true, filters: await kitCouponFilter(context) },
    });
    typed(data.job_id, 'string', 'data.job_id of an export job');
    const started = Date.now();
    for (;;) {
      const job = envelope(await context.client.call('GET', `jobs/${data.job_id}`), 200).data;
      if (job.state === 'done') return data.job_id as string;
      if (job.state === 'failed') fail(`the export job failed: ${JSON.stringify(job).slice(0, 120)}`);
      if (Date.now() - started > 20_000) fail(`the export job is still ${job.state} after 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
}

export const readChecks: Check[] = [
  {
    operation: 'GET /dashboard',
    async run(context) {
      const { data } = await expectCall(context, 'GET', 'dashboard', 200);
      typed(data, 'object', 'data');
      typed(data.period_days, 'integer', 'data.period_days');
      typed(data.cards, 'array', 'data.cards');
      typed(data.attention, 'array', 'data.attention');
      for (const [index, card] of data.cards.entries()) {
        typed(card.current_period, 'integer', `data.cards[${index}].current_period`);
        typed(card.previous_period, 'integer', `data.cards[${index}].previous_period`);
        typed(card.model, 'string', `data.cards[${index}].model`);
        typed(card.filters, 'object', `data.cards[${index}].filters`);
      }
      await expectCall(context, 'GET', 'dashboard', 401, { token: null });
    },
  },
  {
    operation: 'GET /dashboard/charts',
    async run(context) {
      await expectCall(context, 'GET', 'dashboard/charts', 200);
    },
  },
  {
    operation: 'GET /models',
    async run(context) {
      const { data } = await expectCall(context, 'GET', 'models', 200);
      typed(data, 'array', 'data');
      check(
        data.some((model: any) => model.name === 'coupons'),
        'data: the coupons model is not listed',
      );
    },
  },
  {
    operation: 'GET /settings',
    async run(context) {
      typed((await expectCall(context, 'GET', 'settings', 200)).data, 'object', 'data');
    },
  },
  {
    operation: 'GET /settings/catalogue',
    async run(context) {
      typed((await expectCall(context, 'GET', 'settings/catalogue', 200)).data, 'array', 'data');
    },
  },
  {
    operation: 'GET /settings/display',
    async run(context) {
      const display = (await expectCall(context, 'GET', 'settings/display', 200)).data as Record<string, unknown>;
      // The currency is optional; a backend that sends it sends an ISO 4217 code.
      if (display?.currency !== undefined) typed(display.currency, 'string', 'data.currency');
    },
  },
  {
    operation: 'GET /settings/map',
    async run(context) {
      await expectCall(context, 'GET', 'settings/map', 200);
    },
  },
  {
    operation: 'POST /settings',
    async run(context) {
      const before = (await expectCall(context, 'GET', 'settings', 200)).data.app_name;
      if (typeof before !== 'string') throw new Skip('the backend has no app_name setting to change and put back');
      await expectCall(context, 'POST', 'settings', 200, { json: { values: { app_name: 'CONTRACT-app' } } });
      undo(context, 'put app_name back', async () => {
        envelope(await context.client.call('POST', 'settings', { json: { values: { app_name: before } } }), 200);
      });
      await expectCall(context, 'POST', 'settings', 400, { json: { values: { app_name: 'x' }, colour: 'red' } });
    },
  },
  {
    operation: 'POST /settings/{key}',
    async run(context) {
      const before = (await expectCall(context, 'GET', 'settings', 200)).data.support_email;
      if (typeof before !== 'string') throw new Skip('the backend has no support_email setting to change and put back');
      await expectCall(context, 'POST', 'settings/support_email', 200, {
        json: { value: 'contract@contract.invalid' },
      });
      undo(context, 'put support_email back', async () => {
        envelope(await context.client.call('POST', 'settings/support_email', { json: { value: before } }), 200);
      });
    },
  },
  {
    operation: 'GET /activity/{model}/{id}',
    async run(context) {
      const id = await someId(context, 'coupons');
      typed((await expectCall(context, 'GET', `activity/coupons/${id}`, 200)).data, 'array', 'data');
    },
  },
  {
    operation: 'GET /getSingle/{model}/{id}',
    async run(context) {
      const id = await someId(context, 'coupons');
      const { data } = await expectCall(context, 'GET', `getSingle/coupons/${id}`, 200);
      typed(data.item, 'object', 'data.item');
      typed(data.notes, 'array', 'data.notes');
      await expectCall(context, 'GET', 'getSingle/coupons/2147483000', 404);
      await expectCall(context, 'GET', 'getSingle/coupons/abc', 400);
    },
  },
  {
    operation: 'GET /searchSingle/{model}/{field}/{query}',
    async run(context) {
      typed((await expectCall(context, 'GET', 'searchSingle/coupons/discount_type/per', 200)).data, 'object', 'data');
    },
  },
  {
    operation: 'GET /searchSingle/{model}/{field}',
    async run(context) {
      typed((await expectCall(context, 'GET', 'searchSingle/coupons/discount_type', 200)).data, 'object', 'data');
    },
  },
  {
    operation: 'POST /field-search',
    async run(context) {
      const json = { model: 'coupons', field_name: 'discount_type', query: 'per' };
      typed((await expectCall(context, 'POST', 'field-search', 200, { json })).data, 'object', 'data');
    },
  },
  {
    operation: 'POST /search-picker',
    async run(context) {
      const json = { model: 'admins', direct: true, query: '', alldata: 0 };
      typed((await expectCall(context, 'POST', 'search-picker', 200, { json })).data, 'object', 'data');
    },
  },
  {
    operation: 'GET /referrals/tree',
    async run(context) {
      typed((await expectCall(context, 'GET', 'referrals/tree', 200)).data?.nodes, 'array', 'data.nodes');
    },
  },
  {
    operation: 'GET /payout-accounts/reveal/{id}',
    async run(context) {
      const id = await someId(context, 'payout-accounts');
      await expectCall(context, 'GET', `payout-accounts/reveal/${id}`, 200);
      await expectCall(context, 'GET', 'payout-accounts/reveal/2147483000', 404);
    },
  },
  {
    operation: 'GET /program_prices/show/{id}',
    async run(context) {
      const id = await someId(context, 'program-prices');
      await expectCall(context, 'GET', `program_prices/show/${id}`, 200);
    },
  },
  {
    operation: 'GET /prejoin_program_question',
    async run(context) {
      typed((await expectCall(context, 'GET', 'prejoin_program_question', 200)).data, 'array', 'data');
    },
  },
  {
    operation: 'GET /subprogram_recommendations',
    async run(context) {
      typed((await expectCall(context, 'GET', 'subprogram_recommendations', 200)).data, 'array', 'data');
    },
  },
  {
    operation: 'GET /jobs',
    async run(context) {
      typed((await expectCall(context, 'GET', 'jobs', 200)).data, 'array', 'data');
      if (context.options.notOffered?.operations.includes(FILE_EXPORTS))
        return 'the list only: this backend makes no export jobs';
      const id = await exportJob(context);
      const { data } = await expectCall(context, 'GET', 'jobs', 200);
      check(
        data.some((job: any) => job.id === id),
        `data: the kit's export job ${id} is not listed`,
      );
    },
  },
  {
    operation: 'GET /jobs/{id}',
    async run(context) {
      const id = await exportJob(context);
      const { data } = await expectCall(context, 'GET', `jobs/${id}`, 200);
      typed(data.state, 'string', 'data.state');
      await expectCall(context, 'GET', `jobs/${'0'.repeat(32)}`, 404);
    },
  },
  {
    operation: 'GET /jobs/{id}/file',
    async run(context) {
      await expectFile(context, 'GET', `jobs/${await exportJob(context)}/file`, [XLSX]);
    },
  },
];
