// Delivery areas inside each city, with their delivery fee.
import { bilingual, field, header, L, LABELS, range } from './define/common';
import { defineModel } from './define/define-model';
import { CITIES, DISTRICTS } from './seed/vocabulary';

export default defineModel({
  name: 'areas',
  table: 'areas',
  subject: 'Area',
  label: L('Areas', 'المناطق'),
  menu: { group: 'location', icon: 'Map', order: 10 },
  title: bilingual('name'),
  columns: { city_id: 'integer', name_en: 'string', name_ar: 'string', delivery_fee: 'decimal' },
  enabled: true,
  indexes: [['city_id']],
  switches: { chartable: false },
  fields: [field.bilingualText('name', LABELS.name), field.remote('city_id', LABELS.city, 'cities'), field.enabled],
  ranges: [{ name: 'delivery_fee', label: L('Delivery fee', 'رسوم التوصيل'), type: 'bigint' }, range.createdAt],
  headers: [
    header.bilingual('name', LABELS.name),
    header.relation('city', LABELS.city, 'city_id', 'cities'),
    { value: 'delivery_fee', text: L('Delivery fee', 'رسوم التوصيل'), type: 'amount', sortable: true },
    header.enabled,
    header.createdAt,
  ],
  defaultSort: { column: 'id', desc: false },
  seed: {
    after: ['cities'],
    count: CITIES.length * DISTRICTS.length,
    row({ index, random, ids }) {
      const cityIndex = Math.floor(index / DISTRICTS.length);
      const [cityEn, cityAr] = CITIES[cityIndex];
      const [districtEn, districtAr] = DISTRICTS[index % DISTRICTS.length];
      return {
        city_id: ids('cities')[cityIndex],
        name_en: `${cityEn} — ${districtEn}`,
        name_ar: `${districtAr} - ${cityAr}`,
        delivery_fee: random.pick([20, 25, 30, 35, 45, 60]),
      };
    },
  },
});
