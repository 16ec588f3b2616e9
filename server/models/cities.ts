// Cities served by delivery and coaching.
import { bilingual, bilingualColumns, field, header, L, LABELS, options, range } from './define/common';
import { defineModel } from './define/define-model';
import { enabledFormField, formField, nameFormFields } from './define/form-fields';
import { CITIES } from './seed/vocabulary';

const countries = options({
  EG: ['Egypt', 'مصر'],
  SA: ['Saudi Arabia', 'السعودية'],
  AE: ['United Arab Emirates', 'الإمارات'],
  QA: ['Qatar', 'قطر'],
  KW: ['Kuwait', 'الكويت'],
  BH: ['Bahrain', 'البحرين'],
  OM: ['Oman', 'عُمان'],
  JO: ['Jordan', 'الأردن'],
});
const COUNTRY_OF: Record<string, string> = {
  Riyadh: 'SA',
  Jeddah: 'SA',
  Dubai: 'AE',
  'Abu Dhabi': 'AE',
  Doha: 'QA',
  'Kuwait City': 'KW',
  Manama: 'BH',
  Muscat: 'OM',
  Amman: 'JO',
};

export default defineModel({
  name: 'cities',
  table: 'cities',
  subject: 'City',
  label: L('Cities', 'المدن'),
  menu: { group: 'location', icon: 'LocationCity', order: 20 },
  title: bilingual('name'),
  columns: { ...bilingualColumns('name'), country: 'string' },
  enabled: true,
  switches: { chartable: false },
  fields: [
    field.bilingualText('name', LABELS.name),
    { name: 'country', label: L('Country', 'الدولة'), type: 'select', options: countries, multiple: true },
    field.enabled,
  ],
  ranges: [range.createdAt],
  headers: [
    header.bilingual('name', LABELS.name),
    header.status(countries, 'country', L('Country', 'الدولة')),
    header.enabled,
    header.createdAt,
  ],
  defaultSort: { column: 'id', desc: false },
  form: {
    fields: [
      ...nameFormFields,
      formField.select('country', L('Country', 'الدولة'), countries, { required: true }),
      enabledFormField,
    ],
  },
  seed: {
    count: CITIES.length,
    trashed: 0,
    row({ index }) {
      const [en, ar] = CITIES[index];
      return { name_en: en, name_ar: ar, country: COUNTRY_OF[en] ?? 'EG' };
    },
  },
});
