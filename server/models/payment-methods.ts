// Payment methods offered at checkout.
import { header, L, LABELS, options, range } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualName, createdAt, enabled, image, prop, sortOrder, status, handOrdered } from './define/props';
import { formField } from './define/form-fields';
import { imageUrl } from './seed/vocabulary';

const providers = options({
  card: ['Card', 'بطاقة', 'primary'],
  wallet: ['Mobile wallet', 'محفظة إلكترونية', 'info'],
  cash: ['Cash', 'نقدي', 'default'],
  bank: ['Bank transfer', 'تحويل بنكي', 'secondary'],
  installments: ['Installments', 'تقسيط', 'warning'],
});

const METHODS = [
  ['Visa', 'فيزا', 'card'],
  ['Mastercard', 'ماستركارد', 'card'],
  ['Meeza', 'ميزة', 'card'],
  ['American Express', 'أمريكان إكسبريس', 'card'],
  ['Mada', 'مدى', 'card'],
  ['Apple Pay', 'آبل باي', 'wallet'],
  ['Google Pay', 'جوجل باي', 'wallet'],
  ['Vodafone Cash', 'فودافون كاش', 'wallet'],
  ['Orange Cash', 'أورنج كاش', 'wallet'],
  ['Etisalat Cash', 'اتصالات كاش', 'wallet'],
  ['STC Pay', 'إس تي سي باي', 'wallet'],
  ['InstaPay', 'إنستاباي', 'bank'],
  ['Bank transfer', 'تحويل بنكي', 'bank'],
  ['Fawry', 'فوري', 'cash'],
  ['Cash on delivery', 'الدفع عند الاستلام', 'cash'],
  ['ValU', 'ڤاليو', 'installments'],
  ['Sympl', 'سيمبل', 'installments'],
  ['Souhoola', 'سهولة', 'installments'],
  ['Tabby', 'تابي', 'installments'],
  ['Tamara', 'تمارا', 'installments'],
  ['Benefit Pay', 'بنفت باي', 'wallet'],
  ['KNET', 'كي نت', 'card'],
  ['Aman', 'أمان', 'cash'],
  ['Masary', 'مصاري', 'cash'],
] as const;

const name = bilingualName();
const provider = status(providers, {
  name: 'provider',
  label: L('Provider', 'المزوّد'),
  filter: true,
  form: { required: true },
});
const FEE = L('Fee %', 'نسبة الرسوم');
// A percentage typed like an amount (two decimals).
const fee = prop('fee_percent', {
  columns: { fee_percent: 'decimal' },
  ranges: [range.number('fee_percent', FEE)],
  headers: [header.number('fee_percent', FEE)],
  form: [formField.amount('fee_percent', FEE, { required: true, min: 0, max: 100, default: 0 })],
});
const logo = image('image', LABELS.logo, { form: true });

export default defineModel({
  name: 'payment-methods',
  label: L('Payment Methods', 'طرق الدفع'),
  menu: { group: 'financial', icon: 'CreditCard', order: 10 },
  props: [name, provider, fee, logo, sortOrder, enabled, createdAt],
  ...handOrdered,
  headers: [name, logo, provider, fee, sortOrder, enabled, createdAt],
  seed: {
    count: METHODS.length,
    trashed: 0.05,
    disabled: 0.2,
    row({ index, random }) {
      const [en, ar, provider] = METHODS[index];
      return {
        name_en: en,
        name_ar: ar,
        provider,
        fee_percent: provider === 'cash' ? 0 : random.amount(0.5, 3.5, 1),
        image: imageUrl('payment-methods', index),
        sort_order: index + 1,
      };
    },
  },
});
