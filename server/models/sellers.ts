// Marketplace sellers (each is a user with a store).
import { action, bilingual, bilingualColumns, field, header, L, LABELS, options, range } from './define/common';
import { defineModel } from './define/define-model';
import { imageUrl, STORE_KINDS, STORE_WORDS } from './seed/vocabulary';

const statuses = options({
  pending: ['Pending review', 'قيد المراجعة', 'warning'],
  approved: ['Approved', 'معتمد', 'success'],
  suspended: ['Suspended', 'موقوف', 'error'],
});

export default defineModel({
  name: 'sellers',
  table: 'sellers',
  subject: 'Seller',
  label: L('Sellers', 'البائعون'),
  menu: { group: 'users_roles', icon: 'Storefront', order: 20 },
  title: bilingual('store_name'),
  columns: {
    user_id: 'integer',
    ...bilingualColumns('store_name'),
    logo: 'string?',
    rating: 'decimal',
    commission_rate: 'decimal',
    status: 'string',
  },
  enabled: true,
  indexes: [['user_id'], ['status', 'created_at']],
  fields: [
    field.bilingualText('store_name', L('Store', 'المتجر')),
    field.remote('user_id', LABELS.user, 'users'),
    field.status(statuses),
    field.enabled,
  ],
  ranges: [
    range.number('rating', LABELS.rating),
    range.number('commission_rate', L('Commission %', 'نسبة العمولة')),
    range.createdAt,
  ],
  headers: [
    header.bilingual('store_name', L('Store', 'المتجر')),
    header.image('logo', L('Logo', 'الشعار')),
    header.relation('user', L('Owner', 'المالك'), 'user_id', 'users', 'link'),
    header.rating('rating', LABELS.rating),
    header.number('commission_rate', L('Commission %', 'نسبة العمولة')),
    header.status(statuses),
    header.enabled,
    header.createdAt,
  ],
  actions: [
    action.transition('approve', L('Approve', 'اعتماد'), { from: ['pending', 'suspended'], to: 'approved' }),
    action.transition('suspend', L('Suspend', 'إيقاف'), { from: ['pending', 'approved'], to: 'suspended' }),
  ],
  seed: {
    after: ['users'],
    count: 300,
    row({ index, random, pick }) {
      const word = random.pick(STORE_WORDS);
      const kind = random.pick(STORE_KINDS);
      return {
        user_id: pick('users'),
        store_name_en: `${word[0]} ${kind[0]} ${index + 1}`,
        store_name_ar: `${word[1]} ${kind[1]} ${index + 1}`,
        logo: imageUrl('stores', index),
        rating: random.amount(2.5, 5, 1),
        commission_rate: random.pick([5, 7.5, 10, 12.5, 15]),
        status: random.weighted([
          ['approved', 80],
          ['pending', 12],
          ['suspended', 8],
        ]),
      };
    },
  },
});
