// Pricing plans: what a workout programme costs for a duration (1, 3, 6 or 12 months, or a number of
// days), with an optional discounted price. One plan per programme and duration.
// Written by the pricing-plan form (server/forms/program-prices).
import { programPriceUniqueMigration } from '../forms/program-prices/unique';
import { field, L, LABELS, options } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, enabledListed, integer, money, prop, status } from './define/props';

export const DURATION_UNIT_OPTIONS = options({
  months: ['Months', 'أشهر', 'primary'],
  days: ['Days', 'أيام', 'secondary'],
});

const PLANS = [
  { unit: 'months', value: 1, factor: 1 },
  { unit: 'months', value: 3, factor: 2.7 },
  { unit: 'months', value: 6, factor: 5 },
  { unit: 'months', value: 12, factor: 9 },
  { unit: 'days', value: 14, factor: 0.6 },
] as const;

// The programme links its details and sorts by its id.
const programme = prop('program', {
  columns: { program_id: 'integer' },
  filters: [field.remote('program_id', LABELS.programme, 'programs')],
  headers: [
    {
      value: 'program',
      text: LABELS.programme,
      type: 'link',
      relation: { key: 'program_id', model: 'programs' },
      sortable: true,
      sortColumn: 'program_id',
    },
  ],
});
const unit = status(DURATION_UNIT_OPTIONS, {
  name: 'duration_unit',
  label: L('Duration unit', 'وحدة المدة'),
  filter: 'choice',
});
const duration = integer('duration_value', L('Duration', 'المدة'), { range: true });
const price = money('price', L('Price (EGP)', 'السعر (جنيه)'), { range: { label: LABELS.price } });
const discounted = money('discounted_price', L('Discounted price (EGP)', 'السعر بعد الخصم (جنيه)'), {
  column: 'decimal?',
});

export default defineModel({
  name: 'program-prices',
  label: L('Pricing Plans', 'خطط الأسعار'),
  menu: { group: 'sales', icon: 'Paid', order: 10 },
  ops: { path: 'ops' },
  props: [programme, duration, unit, price, discounted, enabledListed, createdAt],
  columns: [programme, unit, duration, price, discounted],
  // Deleted plans keep their programme and duration: they can be restored.
  extraMigrations: { duration: programPriceUniqueMigration },
  fields: [programme, unit, enabledListed],
  ranges: [price, duration, createdAt],
  defaultSort: { column: 'program_id', desc: false },
  seed: {
    count: 120,
    row({ index, random, ids }) {
      // Each programme gets its plans in turn, so programme + duration never repeats.
      const programs = ids('programs');
      const program = programs[index % programs.length];
      const plan = PLANS[Math.floor(index / programs.length) % PLANS.length];
      const base = random.pick([299, 399, 499, 699]);
      const price = Math.round(base * plan.factor);
      return {
        program_id: program,
        duration_unit: plan.unit,
        duration_value: plan.value,
        price,
        discounted_price: random.chance(0.3) ? Math.round(price * 0.85) : null,
      };
    },
  },
});
