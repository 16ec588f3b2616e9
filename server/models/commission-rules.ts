// The fitness side's commission rules: what share of a subscription's price a coach or a referrer earns,
// for workout programmes, diet programmes or both. Shown at /default/commission beside the marketplace's
// commissions; the earned commissions they produce are `earned-commissions`.
import { field, header, L, options, range } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualName, createdAt, enabled, type Prop, prop } from './define/props';

export const COMMISSION_EARNERS = options({
  coach: ['Coach', 'المدرب', 'primary'],
  referrer: ['Referrer', 'المُحيل', 'secondary'],
});
export const COMMISSION_SCOPES = options({
  all: ['All programmes', 'كل البرامج', 'default'],
  programs: ['Workout programmes', 'برامج التمارين', 'info'],
  diet_programs: ['Diet programmes', 'برامج التغذية', 'success'],
});
const RATE = L('Rate %', 'النسبة %');
const EARNER = L('Earned by', 'يستحقها');
const SCOPE = L('Applies to', 'تنطبق على');

const RULES = [
  ['Coach share of workout programmes', 'حصة المدرب من برامج التمارين', 'coach', 'programs', 20],
  ['Coach share of diet programmes', 'حصة المدرب من برامج التغذية', 'coach', 'diet_programs', 15],
  ['Referral reward', 'مكافأة الإحالة', 'referrer', 'all', 5],
  ['Launch referral bonus', 'مكافأة إحالة الإطلاق', 'referrer', 'programs', 7.5],
] as const;

/** Who earns a commission: its filter, its chip and, given the form's default, its required choice. */
export function earner(byDefault?: string): Prop {
  return prop('earner', {
    columns: { earner: 'string' },
    filters: [field.status(COMMISSION_EARNERS, 'earner', EARNER)],
    headers: [{ value: 'earner', text: EARNER, type: 'status', options: COMMISSION_EARNERS, sortable: true }],
    form: byDefault
      ? [
          {
            name: 'earner',
            type: 'select',
            label: EARNER,
            required: true,
            options: COMMISSION_EARNERS,
            default: byDefault,
          },
        ]
      : [],
  });
}

export default defineModel({
  name: 'commission-rules',
  label: L('Commission rules', 'قواعد العمولات'),
  props: [
    bilingualName(),
    earner('coach'),
    prop('applies_to', {
      columns: { applies_to: 'string' },
      filters: [field.status(COMMISSION_SCOPES, 'applies_to', SCOPE)],
      headers: [{ value: 'applies_to', text: SCOPE, type: 'status', options: COMMISSION_SCOPES, sortable: true }],
      form: [
        {
          name: 'applies_to',
          type: 'select',
          label: SCOPE,
          required: true,
          options: COMMISSION_SCOPES,
          default: 'all',
        },
      ],
    }),
    prop('rate', {
      columns: { rate: 'decimal' },
      ranges: [range.number('rate', RATE)],
      headers: [header.number('rate', RATE)],
      form: [{ name: 'rate', type: 'amount', label: RATE, required: true, min: 0, max: 100, default: 10 }],
    }),
    enabled,
    createdAt,
  ],
  switches: { chartable: false },
  seed: {
    count: RULES.length,
    trashed: 0,
    disabled: 0,
    row({ index }) {
      const [en, ar, earner, appliesTo, rate] = RULES[index];
      return { name_en: en, name_ar: ar, earner, applies_to: appliesTo, rate };
    },
  },
});
