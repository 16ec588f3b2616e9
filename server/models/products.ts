// Marketplace products.
import { bilingual, bilingualColumns, field, header, L, LABELS, options, range, total } from './define/common';
import { defineModel } from './define/define-model';
import { COLOURS, imageUrl, paragraph, PRODUCTS } from './seed/vocabulary';

const statuses = options({
  active: ['Active', 'نشط', 'success'],
  out_of_stock: ['Out of stock', 'نفد المخزون', 'warning'],
  draft: ['Draft', 'مسودة', 'default'],
  expired: ['Expired', 'منتهي', 'error'],
});

export default defineModel({
  name: 'products',
  table: 'products',
  subject: 'Product',
  label: L('Products', 'المنتجات'),
  menu: { group: 'marketplace', icon: 'Inventory2', order: 10 },
  title: bilingual('name'),
  columns: {
    ...bilingualColumns('name'),
    seller_id: 'integer',
    category_id: 'integer',
    price: 'decimal',
    stock: 'integer',
    rating: 'decimal',
    image: 'string?',
    description: 'text',
    status: 'string',
  },
  enabled: true,
  indexes: [['status', 'created_at'], ['seller_id'], ['category_id']],
  fields: [
    field.bilingualText('name', LABELS.name),
    field.status(statuses),
    field.remote('seller_id', LABELS.seller, 'sellers'),
    field.remote('category_id', LABELS.category, 'categories'),
    field.enabled,
  ],
  ranges: [
    range.number('price', LABELS.price),
    range.number('stock', L('Stock', 'المخزون')),
    range.number('rating', LABELS.rating),
    range.createdAt,
  ],
  headers: [
    header.bilingual('name', LABELS.name),
    header.image('image', LABELS.image),
    header.relation('seller', LABELS.seller, 'seller_id', 'sellers'),
    header.relation('category', LABELS.category, 'category_id', 'categories'),
    header.status(statuses),
    header.rating('rating', LABELS.rating),
    header.amount('price', LABELS.price),
    header.number('stock', L('Stock', 'المخزون')),
    header.html('description', L('Description', 'الوصف')),
    header.enabled,
    header.createdAt,
  ],
  totals: [total.count(L('Products', 'المنتجات')), total.byStatus(statuses)],
  seed: {
    after: ['categories', 'sellers'],
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
