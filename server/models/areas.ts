// Delivery areas inside each city, with their delivery fee and their outline on the map (GeoJSON text).
import { L, LABELS } from './define/common';
import { defineModel } from './define/define-model';
import { formField } from './define/form-fields';
import { bilingualName, createdAt, enabled, money, prop, ref } from './define/props';
import { areaOutline } from './seed/places';
import { CITIES, DISTRICTS } from './seed/vocabulary';

const name = bilingualName();
const city = ref('city', LABELS.city, 'cities', { filter: true, form: { required: true } });
const deliveryFee = money('delivery_fee', L('Delivery fee', 'رسوم التوصيل'), {
  range: true,
  form: { required: true, min: 0 },
});
const outline = prop('outline', {
  columns: { outline: 'text?' },
  form: [formField.outline('outline', L('Outline (GeoJSON Polygon)', 'الحدود (مضلع GeoJSON)'))],
});

export default defineModel({
  name: 'areas',
  label: L('Areas', 'المناطق'),
  menu: { group: 'location', icon: 'Map', order: 10 },
  // The details page draws the outline (src/resources/areas/).
  details: '',
  indexes: [['city_id']],
  switches: { chartable: false },
  props: [name, city, deliveryFee, enabled, outline, createdAt],
  // The table keeps its original column order.
  columns: [city, name, deliveryFee, outline],
  defaultSort: { column: 'id', desc: false },
  seed: {
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
