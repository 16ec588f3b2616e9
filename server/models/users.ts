// Users of the fitness and diet app.
import { field, header, L, LABELS, options, range } from './define/common';
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
    // The member's profile, edited through POST user-update/{id} (server/members/).
    birth_date: 'date?',
    height: 'decimal?',
    weight: 'decimal?',
    goal: 'string?',
  },
  enabled: true,
  indexes: [['email'], ['status', 'created_at']],
  fields: [
    field.text('name', LABELS.name, ['first_name', 'last_name']),
    field.text('email', LABELS.email),
    field.text('phone', LABELS.phone),
    field.status(statuses),
    field.choice('gender', L('Gender', 'النوع'), genders),
    field.enabled,
  ],
  ranges: [range.createdAt, range.number('wallet_balance', L('Wallet balance', 'رصيد المحفظة'))],
  headers: [
    header.fullName,
    header.image('image', LABELS.image),
    header.text('email', LABELS.email),
    header.text('phone', LABELS.phone, false),
    header.status(genders, 'gender', L('Gender', 'النوع')),
    header.status(statuses),
    header.amount('wallet_balance', L('Wallet balance', 'رصيد المحفظة')),
    header.enabled,
    header.createdAt,
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
