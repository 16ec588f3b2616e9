// Marketplace sellers (each is a user with a store).
import { action, bilingual, L, LABELS, options } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualText, createdAt, enabledListed, image, member, number, rating, status } from './define/props';
import { imageUrl, STORE_KINDS, STORE_WORDS } from './seed/vocabulary';

const statuses = options({
  pending: ['Pending review', 'قيد المراجعة', 'warning'],
  approved: ['Approved', 'معتمد', 'success'],
  suspended: ['Suspended', 'موقوف', 'error'],
});

const store = bilingualText('store_name', L('Store', 'المتجر'), { filter: true });
const owner = member({ filter: { label: LABELS.user } }, L('Owner', 'المالك'));
const score = rating('rating', LABELS.rating, { range: true });
const commission = number('commission_rate', L('Commission %', 'نسبة العمولة'), { range: true });
const state = status(statuses, { filter: true });

export default defineModel({
  name: 'sellers',
  label: L('Sellers', 'البائعون'),
  menu: { group: 'users_roles', icon: 'Storefront', order: 20 },
  title: bilingual('store_name'),
  props: [store, image('logo', LABELS.logo), owner, score, commission, state, enabledListed, createdAt],
  columns: [owner, store, image('logo', LABELS.logo), score, commission, state],
  indexes: [['user_id'], ['status', 'created_at']],
  actions: [
    action.transition('approve', L('Approve', 'اعتماد'), { from: ['pending', 'suspended'], to: 'approved' }),
    action.transition('suspend', L('Suspend', 'إيقاف'), { from: ['pending', 'approved'], to: 'suspended' }),
  ],
  seed: {
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
