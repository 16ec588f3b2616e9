// The create and edit forms: every model's store and update on a CONTRACT- row of the kit's own (trashed at
// the end), notes, and the image upload. The declared forms get a copy of a seeded row's form fields, so the
// kit follows the forms as GET models describes them.
import { randomBytes } from 'node:crypto';
import { type Check, type ContractContext, contractName, made, Skip } from '../context';
import { check, envelope, equal, expectCall, typed } from '../expect';
import { createdId, itemOf, someId, trashAtEnd, uploadedImage } from './helpers';

const tag = () => randomBytes(4).toString('hex').toUpperCase();

function localDay(offset: number): string {
  const date = new Date(Date.now() + offset * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

interface FormField {
  name: string;
  type: string;
  required?: boolean;
  unique?: boolean;
}

/** The form GET models declares for `model`. */
async function formOf(context: ContractContext, model: string): Promise<FormField[]> {
  const models = await made(
    context,
    'models',
    async () => envelope(await context.client.call('GET', 'models'), 200).data,
  );
  const fields = (models as any[]).find((entry) => entry.name === model)?.form?.fields as FormField[] | undefined;
  if (!fields) throw new Skip(`GET models declares no form for ${model}`);
  return fields;
}

/** A new CONTRACT- row's values: a seeded row's form fields, names and unique texts made the kit's own. */
async function copyOfSeeded(context: ContractContext, model: string): Promise<Record<string, unknown>> {
  const fields = await formOf(context, model);
  const item = await itemOf(context, model, await someId(context, model));
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    // A copied picture would be another row's file; pictures are optional in every form.
    if (field.type === 'image' || field.type === 'file') continue;
    let value = item[field.name];
    if (field.unique) value = `contract-${tag().toLowerCase()}`;
    else if (field.type === 'text' && /^(name|title|question)_(en|ar)$/.test(field.name)) value = contractName(model);
    if (value !== undefined) values[field.name] = value;
  }
  return values;
}

/** The kit's row of a declared form, made once through its store path. */
function declaredRow(context: ContractContext, model: string, storePath: string): Promise<number> {
  return made(context, `row-${model}`, async () => {
    const body = await expectCall(context, 'POST', storePath, [200, 201], { json: await copyOfSeeded(context, model) });
    const id = createdId(body.data);
    trashAtEnd(context, model, id);
    return id;
  });
}

function declaredForm(model: string, storePath: string, updatePath: (id: number) => string): Check[] {
  const storeOperation = `/${storePath}`;
  const updateOperation = updatePath(0).replace(/\/0$/, '/{id}');
  return [
    {
      operation: `POST ${storeOperation}`,
      async run(context) {
        await declaredRow(context, model, storePath);
        await expectCall(context, 'POST', storePath, 400, {
          json: { ...(await copyOfSeeded(context, model)), contract_unknown_field: 1 },
        });
      },
    },
    {
      operation: `POST /${updateOperation}`,
      async run(context) {
        const id = await declaredRow(context, model, storePath);
        const name = (await formOf(context, model)).find((field) => /^(name|title|question)_en$/.test(field.name));
        const json = name ? { [name.name]: contractName(`${model}-changed`) } : {};
        const { data } = await expectCall(context, 'POST', updatePath(id), 200, { json });
        if (name) equal(data?.[name.name], json[name.name], `data.${name.name} after the update`);
      },
    },
  ];
}

const DECLARED: Array<[string, string, (id: number) => string]> = [
  ['cities', 'cities/store', (id) => `cities/update/${id}`],
  ['areas', 'areas/store', (id) => `areas/update/${id}`],
  ['addresses', 'addresses/store', (id) => `addresses/update/${id}`],
  ['exercises', 'exercise/exercise', (id) => `exercise/exercise/${id}`],
  ['rounds', 'round', (id) => `round/update/${id}`],
  ['classifications', 'classifications/store', (id) => `classifications/update/${id}`],
  ['programs', 'programs', (id) => `programs/${id}`],
  ['commission-rules', 'commission-rules/store', (id) => `commission-rules/update/${id}`],
  ['payment-methods', 'payment-methods/store', (id) => `payment-methods/update/${id}`],
  ['diet-programs', 'diet-programs/store', (id) => `diet-programs/update/${id}`],
  ['faqs', 'faq/store', (id) => `faq/update/${id}`],
  ['pages', 'page/store', (id) => `page/update/${id}`],
  ['prejoin-questions', 'prejoin-questions/store', (id) => `prejoin-questions/update/${id}`],
  ['sub-programs', 'subprograms', (id) => `subprograms/${id}`],
  ['walkthrough', 'Walkthrough/store', (id) => `Walkthrough/update/${id}`],
];

/** The kit's row of a declared model (a sub-programme for the plan, a diet programme to duplicate…). */
export function kitRow(context: ContractContext, model: string): Promise<number> {
  const entry = DECLARED.find(([name]) => name === model);
  if (!entry) throw new Error(`no declared form for ${model}`);
  return declaredRow(context, model, entry[1]);
}

function newCoupon() {
  return {
    code: `CONTRACT-${tag()}`,
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

/** The kit's coupon, on which POST search's actions are tried too. */
export function kitCoupon(context: ContractContext): Promise<number> {
  return made(context, 'coupon', async () => {
    const coupon = newCoupon();
    context.made.set('coupon-filter', Promise.resolve({ code: coupon.code }));
    const body = await expectCall(context, 'POST', 'coupons/store', [200, 201], { json: coupon });
    const id = createdId(body.data);
    trashAtEnd(context, 'coupons', id);
    return id;
  });
}

/** Filters that find only the kit's coupon: exports of it stay small on a backend with many rows. */
export async function kitCouponFilter(context: ContractContext): Promise<Record<string, string>> {
  await kitCoupon(context);
  return (await context.made.get('coupon-filter')) as Record<string, string>;
}

/** A hand-written form (its own rules): store once, then an update of `change`. */
function ownForm(
  model: string,
  path: string,
  body: (context: ContractContext) => Promise<Record<string, unknown>>,
  change: Record<string, unknown>,
): Check[] {
  const row = (context: ContractContext) =>
    made(context, `row-${model}`, async () => {
      const answer = await expectCall(context, 'POST', `${path}/store`, [200, 201], { json: await body(context) });
      const id = createdId(answer.data);
      trashAtEnd(context, model, id);
      return id;
    });
  return [
    {
      operation: `POST /${path}/store`,
      async run(context) {
        await row(context);
        const invalid = await expectCall(context, 'POST', `${path}/store`, 422, { json: {} });
        typed(invalid.errors, 'object', 'errors of a 422');
      },
    },
    {
      operation: `POST /${path}/update/{id}`,
      async run(context) {
        const id = await row(context);
        await expectCall(context, 'POST', `${path}/update/${id}`, 200, {
          json: { ...(await body(context)), ...change },
        });
      },
    },
  ];
}

export const formChecks: Check[] = [
  {
    operation: 'POST /coupons/store',
    async run(context) {
      await kitCoupon(context);
      const invalid = await expectCall(context, 'POST', 'coupons/store', 422, {
        json: { ...newCoupon(), value: 'ten' },
      });
      typed(invalid.errors, 'object', 'errors of a 422');
      await expectCall(context, 'POST', 'coupons/store', 401, { json: newCoupon(), token: null });
    },
  },
  {
    operation: 'POST /coupons/update/{id}',
    async run(context) {
      const id = await kitCoupon(context);
      const item = await itemOf(context, 'coupons', id);
      const changed = { ...newCoupon(), code: item.code, title_en: 'Contract check, changed' };
      await expectCall(context, 'POST', `coupons/update/${id}`, 200, { json: changed });
      equal((await itemOf(context, 'coupons', id)).title_en, 'Contract check, changed', 'title_en after the update');
    },
  },
  ...ownForm(
    'discounts',
    'discounts',
    async () => ({
      users_ids: [],
      gender: null,
      discount_type: 'percentage',
      value: 20,
      max_value: 150,
      max_users: 10,
      enabled: 1,
      start_date: localDay(1),
      end_date: localDay(30),
      applied_for_all_workout_programs: 1,
      program_ids: [],
      applied_for_all_diet_programs: 1,
      diet_program_ids: [],
      code: `CONTRACT-${tag()}`,
    }),
    { value: 25 },
  ),
  ...ownForm(
    'referral-discounts',
    'referral-discounts',
    async () => ({
      name_en: contractName('referral'),
      name_ar: 'فحص العقد',
      referrer_reward_type: 'fixed',
      referrer_reward_value: 100,
      referred_reward_type: 'percentage',
      referred_reward_value: 15,
      min_subscription_amount: 300,
      max_uses_per_referrer: 5,
      valid_from: localDay(0),
      valid_until: localDay(60),
      enabled: 1,
    }),
    { referred_reward_value: 20 },
  ),
  ...ownForm(
    'program-prices',
    'program_prices',
    async (context) => ({
      program_id: await kitRow(context, 'programs'),
      duration_unit: 'days',
      duration_value: 45,
      price: 899.99,
      discounted_price: 749.5,
      enabled: 1,
    }),
    { price: 999 },
  ),
  ...ownForm(
    'chatgroup',
    'chatgroup',
    async () => ({ name_en: contractName('group'), name_ar: 'مجموعة فحص العقد', member_ids: [], admin_ids: [] }),
    { read_only: 0 },
  ),
  ...DECLARED.flatMap(([model, store, update]) => declaredForm(model, store, update)),
  {
    operation: 'POST /add-note/{model}/{id}',
    async run(context) {
      const id = await kitCoupon(context);
      await expectCall(context, 'POST', `add-note/coupons/${id}`, 200, {
        json: { note: '<p>CONTRACT note</p>', is_private: 0 },
      });
      const { notes } = envelope(await context.client.call('GET', `getSingle/coupons/${id}`), 200).data;
      check(
        notes.some((note: any) => String(note.note).includes('CONTRACT note')),
        'getSingle does not list the note just added',
      );
      await expectCall(context, 'POST', `add-note/coupons/${id}`, 422, { json: { note: '<p><br></p>' } });
    },
  },
  {
    operation: 'POST /file-uploaded/store',
    async run(context) {
      const url = await uploadedImage(context);
      const file = await fetch(new URL(url, context.client.api));
      check(file.ok, `GET ${url} of the stored image answered ${file.status}`);
    },
  },
];
