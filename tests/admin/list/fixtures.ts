// A `search` answer for products in the exact shape of docs/api.md.
export const productFields = {
  fields: [
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: { Active: 'active', Expired: 'expired' },
      multiple: true,
      searchable: false,
    },
    { name: 'name', label: 'Name', type: 'varchar', multiple: false, searchable: true },
    { name: 'seller_id', label: 'Seller', type: 'select', options: {}, multiple: true, searchable: true, remote: true },
  ],
  rangeFields: [
    { name: 'price', label: 'Price', type: 'bigint' },
    { name: 'created_at', label: 'Created at', type: 'timestamp' },
  ],
};

export const productHeaders = [
  { text: 'Name', value: 'name', type: 'text', sortable: true },
  { text: 'Seller', value: 'seller', type: 'link', sortable: false },
  { text: 'Status', value: 'status', type: 'status', sortable: true },
  { text: 'Rating', value: 'rating', type: 'rating', sortable: true },
  { text: 'Price', value: 'price', type: 'amount', sortable: true },
  { text: 'Description', value: 'description', type: 'html', sortable: false },
  { text: 'Trashed', value: 'is_trashed', type: 'boolean', sortable: false },
];

export interface ProductRow {
  ID: number;
  name: string;
  seller: { route: string; id: number; label: string };
  status: { label: string; color: string; tone: string; value: string };
  rating: number;
  price: string | number;
  description: string;
  enabled: number;
  is_trashed: number;
}

export const productRows: ProductRow[] = [
  {
    ID: 1,
    name: 'Protein shaker',
    seller: { route: 'users-details', id: 5, label: 'Ahmed Ali' },
    status: { label: 'Active', color: 'success', tone: 'green', value: 'active' },
    rating: 4.5,
    price: '1234.5',
    description: '<p>Shaker <b>bottle</b> https://cdn.example.com/shaker.png</p>',
    enabled: 1,
    is_trashed: 0,
  },
  {
    ID: 2,
    name: 'Yoga mat',
    seller: { route: 'property-details', id: 9, label: 'Studio 9' },
    status: { label: 'Expired', color: 'error', tone: 'red', value: 'expired' },
    rating: 3,
    price: 1200,
    description: '<img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script><i>Mat</i>',
    enabled: 0,
    is_trashed: 0,
  },
];

export function searchAnswer(
  overrides: { rows?: ProductRow[]; total?: number; options?: object; totals?: object | null } = {},
) {
  return {
    state: 1,
    data: {
      fields: productFields,
      results: { data: overrides.rows ?? productRows, total: overrides.total ?? 1234 },
      totals:
        overrides.totals === undefined
          ? { 'Total price': 154320.75, 'By status': { Active: 1000, Expired: 234 } }
          : overrides.totals,
      options: overrides.options ?? {
        notable: true,
        deletable: true,
        chartable: true,
        bulkActions: [{ name: 'mark_paid', label: 'Mark as paid' }],
        currency: 'EGP',
      },
      charts: { months: ['2025-12', '2026-01'], counts: [40, 52] },
      headers: productHeaders,
    },
  };
}

/** The server's answer to a `POST search` action: its message and how many rows (`id`: one or a list) it changed. */
export function actionAnswer(body: { id?: unknown }, message = 'Done') {
  return { state: 1, message, data: { affected: Array.isArray(body.id) ? body.id.length : 1 } };
}

/** The server's `getSingle/products/{id}` answer for one of `productRows`, with its notes. */
export function singleAnswer(row: ProductRow = productRows[0], notes: unknown[] = []) {
  const { ID, name, price, rating, description, enabled, is_trashed } = row;
  return {
    state: 1,
    data: {
      item: { ID, id: ID, name, price: Number(price), rating, description, enabled, is_trashed },
      row,
      title: name,
      headers: productHeaders,
      notes,
    },
  };
}

/** Every permission on products. */
export const productManager = [
  'view-Product',
  'create-products',
  'edit-products',
  'delete-products',
  'manage-products',
];
