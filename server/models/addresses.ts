// Delivery addresses saved by users, each with its pin on the map (latitude and longitude, both or neither).
import { L, LABELS, options } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, flag, member, point, ref, status, text } from './define/props';
import { addressPoint } from './seed/places';
import { DISTRICTS, STREETS } from './seed/vocabulary';

const kinds = options({
  home: ['Home', 'المنزل', 'primary'],
  work: ['Work', 'العمل', 'secondary'],
  gym: ['Gym', 'الجيم', 'info'],
  other: ['Other', 'أخرى', 'default'],
});

const user = member({ filter: true, form: { required: true } }, LABELS.user);
const city = ref('city', LABELS.city, 'cities', { filter: true, form: { required: true } });
const area = ref('area', LABELS.area, 'areas', { filter: true, form: { required: true } });
const label = status(kinds, {
  name: 'label',
  label: L('Label', 'التسمية'),
  filter: true,
  form: { required: true, default: 'home' },
});
const street = text('street', L('Street', 'الشارع'), { filter: true, form: { required: true, maxLength: 255 } });
const building = text('building', L('Building', 'المبنى'), {
  header: { sortable: false },
  form: { required: true, maxLength: 255 },
});
const isDefault = flag('is_default', L('Default', 'افتراضي'), { filter: true, form: { default: 0 } });

export default defineModel({
  name: 'addresses',
  label: L('Addresses', 'العناوين'),
  menu: { group: 'location', icon: 'HomeWork', order: 30 },
  // The details page shows the pin (src/resources/addresses/).
  details: '',
  title: ['street', 'building'],
  props: [user, city, area, label, street, building, isDefault, point, createdAt],
  indexes: [['user_id'], ['city_id']],
  fields: [user, city, area, street, label, isDefault],
  headers: [user, label, street, building, area, city, isDefault, createdAt],
  seed: {
    count: 2000,
    row({ index, random, pick, ids }) {
      const areaIds = ids('areas');
      const areaIndex = random.int(0, areaIds.length - 1);
      const street = random.pick(STREETS);
      const arabic = random.chance(0.4);
      return {
        user_id: pick('users'),
        // Areas are seeded one block per city, in city order.
        city_id: ids('cities')[Math.floor(areaIndex / DISTRICTS.length)],
        area_id: areaIds[areaIndex],
        label: random.weighted([
          ['home', 60],
          ['work', 25],
          ['gym', 5],
          ['other', 10],
        ]),
        street: `${random.int(1, 180)} ${arabic ? street[1] : street[0]}`,
        building: arabic
          ? `عمارة ${random.int(1, 60)}، الدور ${random.int(1, 12)}`
          : `Building ${random.int(1, 60)}, floor ${random.int(1, 12)}`,
        is_default: random.chance(0.4) ? 1 : 0,
        ...addressPoint(index, areaIndex),
      };
    },
  },
});
