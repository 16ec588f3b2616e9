// Users of the fitness and diet app.
import {
  createdAtHeader,
  createdAtRange,
  enabledField,
  enabledHeader,
  L,
  LABELS,
  options,
  statusField,
  statusHeader,
  textField,
} from './define/common';
import { defineModel } from './define/define-model';
import { imageUrl, personName } from './seed/vocabulary';

const statuses = options({
  active: ['Active', 'نشط', 'success'],
  inactive: ['Inactive', 'غير نشط', 'default'],
  banned: ['Banned', 'محظور', 'error'],
});

const genders = options({ male: ['Male', 'ذكر'], female: ['Female', 'أنثى'] });

export default defineModel({
  name: 'users',
  table: 'users',
  subject: 'User',
  label: L('Users', 'المستخدمون'),
  menu: { group: 'users_roles', icon: 'People', order: 10 },
  ops: { path: 'users-ops' },
  details: 'users-list',
  title: ['first_name', 'last_name'],
  detailsRoute: 'users-details',
  columns: {
    first_name: 'string',
    last_name: 'string',
    email: 'string',
    phone: 'string',
    gender: 'string',
    image: 'string?',
    status: 'string',
    wallet_balance: 'decimal',
  },
  enabled: true,
  indexes: [['email'], ['status', 'created_at']],
  fields: [
    textField('name', LABELS.name, ['first_name', 'last_name']),
    textField('email', LABELS.email),
    textField('phone', LABELS.phone),
    statusField(statuses),
    { name: 'gender', label: L('Gender', 'النوع'), type: 'select', options: genders },
    enabledField,
  ],
  ranges: [createdAtRange, { name: 'wallet_balance', label: L('Wallet balance', 'رصيد المحفظة'), type: 'bigint' }],
  headers: [
    {
      value: 'name',
      text: LABELS.name,
      type: 'link',
      concat: ['first_name', 'last_name'],
      sortable: true,
      sortColumn: 'first_name',
    },
    { value: 'image', text: LABELS.image, type: 'image' },
    { value: 'email', text: LABELS.email, type: 'text', sortable: true },
    { value: 'phone', text: LABELS.phone, type: 'text' },
    { value: 'gender', text: L('Gender', 'النوع'), type: 'status', options: genders, sortable: true },
    statusHeader(statuses),
    { value: 'wallet_balance', text: L('Wallet balance', 'رصيد المحفظة'), type: 'amount', sortable: true },
    enabledHeader,
    createdAtHeader,
  ],
  seed: {
    count: 1500,
    row({ index, random }) {
      const person = personName(random);
      return {
        first_name: person.first,
        last_name: person.last,
        email: `${person.latin}${index + 1}@mail.example.test`,
        phone: `+2010${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
        gender: person.female ? 'female' : 'male',
        image: random.chance(0.8) ? imageUrl('avatars', index) : null,
        status: random.weighted([
          ['active', 80],
          ['inactive', 15],
          ['banned', 5],
        ]),
        wallet_balance: random.chance(0.6) ? random.amount(0, 2500) : 0,
      };
    },
  },
});
