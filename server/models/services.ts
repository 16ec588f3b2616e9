// Bookable services (coaching, consultations, therapy).
import { L, LABELS, options } from './define/common';
import { defineModel } from './define/define-model';
import { bilingualName, createdAt, enabledListed, image, integer, money, rating, ref, status } from './define/props';
import { imageUrl, SERVICES } from './seed/vocabulary';
import { STATE } from './define/states';

const statuses = options({
  active: STATE.active,
  paused: ['Paused', 'متوقف مؤقتًا', 'warning'],
  draft: STATE.draft,
});
const modes = options({ online: ['Online', 'أونلاين', 'info'], in_person: ['In person', 'حضوري', 'primary'] });

const name = bilingualName({ form: false });
const picture = image();
const seller = ref('seller', LABELS.seller, 'sellers', { filter: true });
const category = ref('category', LABELS.category, 'categories', { filter: true, header: false });
const mode = status(modes, { name: 'mode', label: L('Mode', 'طريقة التقديم'), filter: 'choice' });
const duration = integer('duration_minutes', L('Duration (minutes)', 'المدة (دقائق)'), { range: true });
const price = money('price', LABELS.price, { range: true });
const score = rating('rating', LABELS.rating);
const state = status(statuses, { filter: true });

export default defineModel({
  name: 'services',
  label: L('Services', 'الخدمات'),
  menu: { group: 'marketplace', icon: 'MiscellaneousServices', order: 20 },
  props: [name, picture, seller, category, mode, duration, price, score, state, enabledListed, createdAt],
  columns: [name, seller, category, mode, price, duration, score, picture, state],
  indexes: [['status', 'created_at'], ['seller_id']],
  fields: [name, state, mode, seller, category, enabledListed],
  ranges: [price, duration, createdAt],
  seed: {
    count: 600,
    row({ index, random, pick }) {
      const [en, ar] = SERVICES[index % SERVICES.length];
      return {
        name_en: en,
        name_ar: ar,
        seller_id: pick('sellers'),
        category_id: pick('categories'),
        mode: random.chance(0.45) ? 'online' : 'in_person',
        price: random.pick([150, 200, 250, 300, 400, 500, 750, 1200]),
        duration_minutes: random.pick([30, 45, 60, 90]),
        rating: random.amount(2, 5, 1),
        image: imageUrl('services', index),
        status: random.weighted([
          ['active', 80],
          ['paused', 12],
          ['draft', 8],
        ]),
      };
    },
  },
});
