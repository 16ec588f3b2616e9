// The fillers of the forms whose fields are not declared on their model (src/resources/<model>/ screens),
// keyed by model name: what a user types to create a valid record, how the list finds it, and the one
// field each edit changes. Labels come from the admin's catalogues and the model's filter declarations.
import type { Model } from '../../../server/models/define/types';
import { typeDate } from '../page';
import {
  changeText,
  choose,
  chooseMany,
  type FormFiller,
  type FormRun,
  input,
  loaded,
  searchRange,
  searchText,
  taggedText,
} from './run';

/** The label of the model's filter or range `name` in the run's language. */
function filterLabel(model: Model, name: string, run: FormRun): string {
  const found = [...model.fields, ...model.ranges].find((field) => field.name === name);
  if (!found) throw new Error(`${model.name} has no filter ${name}`);
  return found.label[run.language];
}

/** A number from the run's tag, in [low, low + span). */
const numberOf = (run: FormRun, low: number, span: number) => low + (Number.parseInt(run.tag, 36) % span);

/** Both bilingual texts of `source` (`<source>_en`, `<source>_ar`) labelled under `prefix`. */
async function fillBilingual(run: FormRun, prefix: string, source: string): Promise<void> {
  await input(run, run.t(`${prefix}.${source}_en`)).fill(taggedText(run, 'en'));
  await input(run, run.t(`${prefix}.${source}_ar`)).fill(taggedText(run, 'ar'));
}

type FillerOf = (model: Model) => FormFiller;

const coupons: FillerOf = (model) => {
  const label = (run: FormRun, field: string) => run.t(`forms.coupons.fields.${field}`);
  return {
    async create(run) {
      const code = `E2E-${run.tag.toUpperCase()}`;
      await input(run, label(run, 'code')).fill(code);
      await fillBilingual(run, 'forms.coupons.fields', 'title');
      await choose(run, label(run, 'discount_type'), run.t('forms.types.percentage'));
      await input(run, label(run, 'value')).fill('20');
      await input(run, label(run, 'usage_limit')).fill('100');
      await input(run, label(run, 'usage_limit_per_user')).fill('2');
      await typeDate(run.page, label(run, 'valid_from'), 1, { exact: true });
      await typeDate(run.page, label(run, 'valid_until'), 30, { exact: true });
      return searchText(filterLabel(model, 'code', run), code);
    },
    change: (run) => changeText(run, label(run, 'title_en')),
  };
};

const discounts: FillerOf = (model) => {
  const label = (run: FormRun, field: string) => run.t(`discount_form.fields.${field}`);
  return {
    async create(run) {
      const code = `E2E-${run.tag.toUpperCase()}`;
      await choose(run, label(run, 'discount_type'), run.t('forms.types.percentage'));
      await input(run, label(run, 'value')).fill('25');
      await input(run, label(run, 'max_value')).fill('200');
      await input(run, label(run, 'code')).fill(code);
      await typeDate(run.page, label(run, 'start_date'), 1);
      await typeDate(run.page, label(run, 'end_date'), 15);
      for (const all of ['applied_for_all_workout_programs', 'applied_for_all_diet_programs'])
        await run.page.getByRole('switch', { name: label(run, all) }).check();
      return searchText(filterLabel(model, 'code', run), code);
    },
    async change(run) {
      await loaded(run, label(run, 'code'));
      return changeText(run, label(run, 'code'), `E2E-${run.tag.toUpperCase()}-2`);
    },
  };
};

const referralDiscounts: FillerOf = (model) => {
  const label = (run: FormRun, field: string) => run.t(`forms.referral_discounts.fields.${field}`);
  return {
    async create(run) {
      await fillBilingual(run, 'forms.referral_discounts.fields', 'name');
      await choose(run, label(run, 'referrer_reward_type'), run.t('forms.types.fixed'));
      await input(run, label(run, 'referrer_reward_value')).fill('50');
      await choose(run, label(run, 'referred_reward_type'), run.t('forms.types.percentage'));
      await input(run, label(run, 'referred_reward_value')).fill('10');
      await input(run, label(run, 'max_uses_per_referrer')).fill('5');
      await typeDate(run.page, label(run, 'valid_from'), 2, { exact: true });
      await typeDate(run.page, label(run, 'valid_until'), 60, { exact: true });
      return searchText(filterLabel(model, 'name', run), run.tag);
    },
    change: (run) => changeText(run, label(run, 'name_en')),
  };
};

const programPrices: FillerOf = (model) => {
  const label = (run: FormRun, field: string) => run.t(`forms.program_prices.fields.${field}`);
  // A price no other plan has, found through the list's price range.
  const price = (run: FormRun) => String(numberOf(run, 50_000, 40_000));
  return {
    async create(run) {
      await choose(run, label(run, 'program'));
      await choose(run, label(run, 'duration_unit'), run.t('forms.program_prices.units.days'));
      // One plan per programme and duration: a number of days of this run.
      await input(run, label(run, 'duration_days')).fill(String(numberOf(run, 100, 265)));
      await input(run, label(run, 'price')).fill(price(run));
      return searchRange(filterLabel(model, 'price', run), price(run));
    },
    async change(run) {
      await loaded(run, label(run, 'price'));
      return changeText(run, label(run, 'discounted_price'), '1000');
    },
  };
};

const chatGroups: FillerOf = (model) => {
  const label = (run: FormRun, field: string) => run.t(`chat.group_form.fields.${field}`);
  return {
    async create(run) {
      await fillBilingual(run, 'chat.group_form.fields', 'name');
      await choose(run, label(run, 'program_id'));
      await chooseMany(run, label(run, 'member_ids'));
      return searchText(filterLabel(model, 'name', run), run.tag);
    },
    change: (run) => changeText(run, label(run, 'name_en')),
  };
};

const recommendations: FillerOf = () => {
  const label = (run: FormRun, field: string) => run.t(`programmes.recommendations.form.${field}`);
  let subProgram = '';
  return {
    async create(run) {
      subProgram = await choose(run, label(run, 'sub_program'));
      // Tried first: the list, in priority order, shows it at the top. (Sub-programme names repeat, so
      // its filter cannot single it out.)
      await input(run, label(run, 'priority')).fill('0');
      // At least one rule: the first answer of the first question.
      await run.page.getByRole('checkbox').first().check();
      return async () => subProgram;
    },
    async change(run) {
      await loaded(run, label(run, 'priority'));
      return changeText(run, label(run, 'priority'), '1');
    },
  };
};

const admins: FillerOf = (model) => {
  const label = (run: FormRun, field: string) => run.t(`access.admins.${field}`);
  return {
    async create(run) {
      await input(run, label(run, 'first_name')).fill(run.language === 'ar' ? 'مشرف' : 'Admin');
      await input(run, label(run, 'last_name')).fill(run.tag);
      await input(run, label(run, 'email')).fill(`${run.tag}@forms.test`);
      await input(run, label(run, 'password')).fill('Forms#2026pass');
      await choose(run, label(run, 'role'));
      return searchText(filterLabel(model, 'name', run), run.tag);
    },
    change: (run) => changeText(run, label(run, 'first_name')),
  };
};

const roles: FillerOf = (model) => ({
  async create(run) {
    await input(run, run.t('access.roles.name')).fill(taggedText(run));
    return searchText(filterLabel(model, 'name', run), run.tag);
  },
  change: (run) => changeText(run, run.t('access.roles.name')),
});

const members: FillerOf = () => ({
  // The newest member.
  existing: async () => undefined,
  async change(run) {
    await loaded(run, run.t('access.users.first_name'));
    return changeText(run, run.t('access.users.height'), String(numberOf(run, 150, 50)));
  },
});

/** Model name → the filler of its own form. */
export const FILLERS: Readonly<Record<string, FillerOf>> = {
  coupons,
  discounts,
  'referral-discounts': referralDiscounts,
  'program-prices': programPrices,
  chatgroup: chatGroups,
  'subprogram-recommendations': recommendations,
  admins,
  roles,
  users: members,
};
