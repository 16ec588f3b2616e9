// Delivery areas inside each city, with their delivery fee and their outline on the map (GeoJSON text).
import { bilingual, field, header, L, LABELS, range } from './define/common';
import { defineModel } from './define/define-model';
import { enabledFormField, formField, nameFormFields } from './define/form-fields';
import { areaOutline } from './seed/places';
import { CITIES, DISTRICTS } from './seed/vocabulary';

export default defineModel({
  name: 'areas',
  table: 'areas',
  subject: 'Area',
  label: L('Areas', 'المناطق'),
  menu: { group: 'location', icon: 'Map', order: 10 },
  ops: { path: 'ops' },
  // The details page draws the outline (src/resources/areas/).
  details: '',
  title: bilingual('name'),
  columns: {
    city_id: 'integer',
    name_en: 'string',
    name_ar: 'string',
    delivery_fee: 'decimal',
    outline: 'text?',
  },
  enabled: true,
  indexes: [['city_id']],
  switches: { chartable: false },
  fields: [field.bilingualText('name', LABELS.name), field.remote('city_id', LABELS.city, 'cities'), field.enabled],
  ranges: [range.number('delivery_fee', L('Delivery fee', 'رسوم التوصيل')), range.createdAt],
  headers: [
    header.bilingual('name', LABELS.name),
    header.relation('city', LABELS.city, 'city_id', 'cities'),
    header.amount('delivery_fee', L('Delivery fee', 'رسوم التوصيل')),
    header.enabled,
    header.createdAt,
  ],
  defaultSort: { column: 'id', desc: false },
  form: {
    fields: [
      ...nameFormFields,
      formField.reference('city_id', LABELS.city, 'cities', { required: true }),
      formField.amount('delivery_fee', L('Delivery fee', 'رسوم التوصيل'), { required: true, min: 0 }),
      enabledFormField,
      formField.outline('outline', L('Outline (GeoJSON Polygon)', 'الحدود (مضلع GeoJSON)')),
    ],
  },
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
        outline: areaOutline(index),
      };
    },
  },
});
