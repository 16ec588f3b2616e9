// Cities served by delivery and coaching.
import { L, options } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualName, createdAt, enabled, status } from './define/props';
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
  label: L('Cities', 'المدن'),
  menu: { group: 'location', icon: 'LocationCity', order: 20 },
  switches: { chartable: false },
  props: [
    bilingualName(),
    status(countries, { name: 'country', label: L('Country', 'الدولة'), filter: true, form: { required: true } }),
    enabled,
    createdAt,
  ],
  defaultSort: { column: 'id', desc: false },
  seed: {
    count: CITIES.length,
    trashed: 0,
    row({ index }) {
      const [en, ar] = CITIES[index];
      return { name_en: en, name_ar: ar, country: COUNTRY_OF[en] ?? 'EG' };
    },
  },
});
