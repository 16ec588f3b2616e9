// Delivery addresses saved by users, each with its pin on the map (latitude and longitude, both or neither).
import { field, header, L, LABELS, options, range, YES_NO } from './define/common';
import { defineModel } from './define/define-model';
import { formField } from './define/form-fields';
import { addressPoint } from './seed/places';
import { DISTRICTS, STREETS } from './seed/vocabulary';

const kinds = options({
  home: ['Home', 'المنزل', 'primary'],
  work: ['Work', 'العمل', 'secondary'],
  gym: ['Gym', 'الجيم', 'info'],
  other: ['Other', 'أخرى', 'default'],
});

export default defineModel({
  name: 'addresses',
  table: 'addresses',
  subject: 'Address',
  label: L('Addresses', 'العناوين'),
  menu: { group: 'location', icon: 'HomeWork', order: 30 },
  ops: { path: 'ops' },
  // The details page shows the pin (src/resources/addresses/).
  details: '',
  title: ['street', 'building'],
  columns: {
    user_id: 'integer',
    city_id: 'integer',
    area_id: 'integer',
    label: 'string',
    street: 'string',
    building: 'string',
    is_default: 'flag',
    latitude: 'coordinate?',
    longitude: 'coordinate?',
  },
  indexes: [['user_id'], ['city_id']],
  fields: [
    field.remote('user_id', LABELS.user, 'users'),
    field.remote('city_id', LABELS.city, 'cities'),
    field.remote('area_id', LABELS.area, 'areas'),
    field.text('street', L('Street', 'الشارع')),
    { name: 'label', label: L('Label', 'التسمية'), type: 'select', options: kinds, multiple: true },
    field.choice('is_default', L('Default', 'افتراضي'), YES_NO),
  ],
  ranges: [range.createdAt],
  form: {
    fields: [
      formField.reference('user_id', LABELS.user, 'users', { required: true }),
      formField.reference('city_id', LABELS.city, 'cities', { required: true }),
      formField.reference('area_id', LABELS.area, 'areas', { required: true }),
      formField.select('label', L('Label', 'التسمية'), kinds, { required: true, default: 'home' }),
      formField.text('street', L('Street', 'الشارع'), { required: true, maxLength: 255 }),
      formField.text('building', L('Building', 'المبنى'), { required: true, maxLength: 255 }),
      formField.boolean('is_default', L('Default', 'افتراضي'), { default: 0 }),
      ...formField.point(),
    ],
  },
  headers: [
    header.relation('user', LABELS.user, 'user_id', 'users', 'link'),
    header.status(kinds, 'label', L('Label', 'التسمية')),
    header.text('street', L('Street', 'الشارع')),
    header.text('building', L('Building', 'المبنى'), false),
    header.relation('area', LABELS.area, 'area_id', 'areas'),
    header.relation('city', LABELS.city, 'city_id', 'cities'),
    { value: 'is_default', text: L('Default', 'افتراضي'), type: 'boolean', sortable: true },
    header.createdAt,
  ],
  seed: {
    after: ['areas', 'cities', 'users'],
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
