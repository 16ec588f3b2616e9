// Marketplace products.
import { bilingual, bilingualColumns, field, header, L, LABELS, options, range } from './define/common';
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
    { name: 'price', label: LABELS.price, type: 'bigint' },
    { name: 'stock', label: L('Stock', 'المخزون'), type: 'bigint' },
    { name: 'rating', label: LABELS.rating, type: 'bigint' },
    range.createdAt,
  ],
  headers: [
    header.bilingual('name', LABELS.name),
    { value: 'image', text: LABELS.image, type: 'image' },
    header.relation('seller', LABELS.seller, 'seller_id', 'sellers'),
    header.relation('category', LABELS.category, 'category_id', 'categories'),
    header.status(statuses),
    { value: 'rating', text: LABELS.rating, type: 'rating', sortable: true },
    { value: 'price', text: LABELS.price, type: 'amount', sortable: true },
    { value: 'stock', text: L('Stock', 'المخزون'), type: 'number', sortable: true },
    { value: 'description', text: L('Description', 'الوصف'), type: 'html' },
    header.enabled,
    header.createdAt,
  ],
  totals: [
    { kind: 'count', label: L('Products', 'المنتجات') },
    { kind: 'countBy', column: 'status', options: statuses, label: LABELS.byStatus },
  ],
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
