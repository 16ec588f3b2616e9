// Users of the fitness and diet app.
import { L, LABELS, options } from './define/common';
import { defineModel } from './define/define-model';
import { createdAt, enabledListed, fullName, image, money, placed, status, text } from './define/props';
import { imageUrl, personName } from './seed/vocabulary';
import { GENDERS, STATE } from './define/states';

const statuses = options({
  active: STATE.active,
  inactive: ['Inactive', 'غير نشط', 'default'],
  banned: ['Banned', 'محظور', 'error'],
});

const email = text('email', LABELS.email, { filter: true });
const phone = text('phone', LABELS.phone, { filter: true, header: { sortable: false } });
// On a narrow screen the gender gives way among the first (a status cell would otherwise stay).
const gender = placed(status(GENDERS, { name: 'gender', label: L('Gender', 'النوع'), filter: 'choice' }), {
  priority: 3,
});
const state = status(statuses, { filter: true });
const wallet = money('wallet_balance', L('Wallet balance', 'رصيد المحفظة'), { range: true });

export default defineModel({
  name: 'users',
  label: L('Users', 'الأعضاء'),
  menu: { group: 'users_roles', icon: 'People', order: 10 },
  ops: { path: 'users-ops' },
  details: 'users-list',
  title: ['first_name', 'last_name'],
  detailsRoute: 'users-details',
  props: [fullName, image(), email, phone, gender, state, wallet, enabledListed, createdAt],
  columns: [
    fullName,
    email,
    phone,
    gender,
    image(),
    state,
    wallet,
    {
      // The member's profile, edited through POST user-update/{id} (server/members/).
      birth_date: 'date?',
      height: 'decimal?',
      weight: 'decimal?',
      goal: 'string?',
    },
  ],
  indexes: [['email'], ['status', 'created_at']],
  fields: [fullName, email, phone, state, gender, enabledListed],
  ranges: [createdAt, wallet],
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
