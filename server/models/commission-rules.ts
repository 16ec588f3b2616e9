// The fitness side's commission rules: what share of a subscription's price a coach or a referrer earns,
// for workout programmes, diet programmes or both. Shown at /default/commission beside the marketplace's
// commissions; the earned commissions they produce are `earned-commissions`.
import { bilingual, bilingualColumns, field, header, L, LABELS, options, range } from './define/common';
import { defineModel } from './define/define-model';
import { enabledFormField, nameFormFields } from './define/form-fields';

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

export default defineModel({
  name: 'commission-rules',
  subject: 'CommissionRule',
  label: L('Commission rules', 'قواعد العمولات'),
  ops: { path: 'ops' },
  title: bilingual('name'),
  columns: { ...bilingualColumns('name'), earner: 'string', applies_to: 'string', rate: 'decimal' },
  enabled: true,
  switches: { chartable: false },
  fields: [
    field.bilingualText('name', LABELS.name),
    { name: 'earner', label: EARNER, type: 'select', options: COMMISSION_EARNERS, multiple: true },
    { name: 'applies_to', label: SCOPE, type: 'select', options: COMMISSION_SCOPES, multiple: true },
    field.enabled,
  ],
  ranges: [range.number('rate', RATE), range.createdAt],
  headers: [
    header.bilingual('name', LABELS.name),
    { value: 'earner', text: EARNER, type: 'status', options: COMMISSION_EARNERS, sortable: true },
    { value: 'applies_to', text: SCOPE, type: 'status', options: COMMISSION_SCOPES, sortable: true },
    header.number('rate', RATE),
    header.enabled,
    header.createdAt,
  ],
  form: {
    fields: [
      ...nameFormFields,
      { name: 'earner', type: 'select', label: EARNER, required: true, options: COMMISSION_EARNERS, default: 'coach' },
      { name: 'applies_to', type: 'select', label: SCOPE, required: true, options: COMMISSION_SCOPES, default: 'all' },
      { name: 'rate', type: 'amount', label: RATE, required: true, min: 0, max: 100, default: 10 },
      enabledFormField,
    ],
  },
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
