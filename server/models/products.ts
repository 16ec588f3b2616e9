// Marketplace products.
import { L, LABELS, options, total } from './define/common';
import { defineModel } from './define/define-model';
import * as props from './define/props';
import { createdAt, enabledListed, html, image, money, ref } from './define/props';
import { COLOURS, imageUrl, paragraph, PRODUCTS } from './seed/vocabulary';
import { STATE } from './define/states';

const statuses = options({
  active: STATE.active,
  out_of_stock: ['Out of stock', 'نفد المخزون', 'warning'],
  draft: STATE.draft,
  expired: STATE.expired,
});

const name = props.bilingualName({ form: false });
const seller = ref('seller', LABELS.seller, 'sellers', { filter: true });
const category = ref('category', LABELS.category, 'categories', { filter: true });
const state = props.status(statuses, { filter: true });
const rating = props.rating('rating', LABELS.rating, { range: true });
const price = money('price', LABELS.price, { range: true });
const stock = props.integer('stock', L('Stock', 'المخزون'), { range: true });
const picture = image();
const description = html('description', LABELS.description);

export default defineModel({
  name: 'products',
  label: L('Products', 'المنتجات'),
  menu: { group: 'marketplace', icon: 'Inventory2', order: 10 },
  indexes: [['status', 'created_at'], ['seller_id'], ['category_id']],
  props: [name, picture, seller, category, state, rating, price, stock, description, enabledListed, createdAt],
  columns: [name, seller, category, price, stock, rating, picture, description, state],
  fields: [name, state, seller, category, enabledListed],
  ranges: [price, stock, rating, createdAt],
  totals: [total.count(L('Products', 'المنتجات')), total.byStatus(statuses)],
  seed: {
    count: 2000,
    row({ index, random, pick }) {
      const [en, ar] = PRODUCTS[index % PRODUCTS.length];
      const [colourEn, colourAr] = random.pick(COLOURS);
      const stock = random.chance(0.1) ? 0 : random.int(1, 400);
      return {
        name_en: `${en} — ${colourEn}`,
        name_ar: `${ar} - ${colourAr}`,
        seller_id: pick('sellers'),
        category_id: pick('categories'),
        price: random.amount(35, 4500),
        stock,
        rating: random.amount(1, 5, 1),
        image: imageUrl('products', index),
        description: `${paragraph(`<strong>${en}</strong> in ${colourEn.toLowerCase()}.`)}${paragraph(`${ar} باللون ${colourAr}.`)}`,
        status:
          stock === 0
            ? 'out_of_stock'
            : random.weighted([
                ['active', 85],
                ['draft', 10],
                ['expired', 5],
              ]),
      };
    },
  },
});
