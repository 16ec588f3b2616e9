// What the real server answers to the data provider's calls (docs/openapi.json), for its transport tests.
const stamp = '2026-01-31T09:15:00.000Z';

/** A `search` page of products: filters, two rows, totals, options, chart and columns. */
export function productPage() {
  return {
    state: 1,
    data: {
      fields: {
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
        ],
        rangeFields: [{ name: 'price', label: 'Price', type: 'bigint' }],
      },
      results: {
        data: [
          {
            ID: 1,
            name: 'Protein shaker',
            seller: { route: 'users-details', id: 5, label: 'Ahmed Ali' },
            status: { label: 'Active', color: 'success', tone: 'green', value: 'active' },
            price: 1234.5,
            enabled: 1,
            is_trashed: 0,
          },
          {
            ID: 2,
            name: 'Yoga mat',
            seller: { route: 'users-details', id: 9, label: 'Studio 9' },
            status: { label: 'Expired', color: 'error', tone: 'red', value: 'expired' },
            price: 1200,
            enabled: 0,
            is_trashed: 0,
          },
        ],
        total: 1234,
      },
      totals: { 'Total price': 154320.75, 'By status': { Active: 1000, Expired: 234 } },
      options: { notable: true, deletable: true, chartable: true, bulkActions: [], currency: 'EGP' },
      charts: { months: ['2025-12', '2026-01'], counts: [40, 52] },
      headers: [
        { text: 'Name', value: 'name', type: 'text', sortable: true },
        { text: 'Seller', value: 'seller', type: 'link', sortable: false },
        { text: 'Status', value: 'status', type: 'status', sortable: true },
        { text: 'Price', value: 'price', type: 'amount', sortable: true },
      ],
    },
  };
}

/** An action on `search` (delete, enable, restore…): a message and how many records it touched. */
export function actionAnswer(affected: number) {
  return { state: 1, message: `${affected} items updated`, data: { affected } };
}

/** The saved record as the model endpoints answer it (the whole row, `ID` and `id` both set). */
const savedRow = (id: number) => ({
  ID: id,
  id,
  created_at: stamp,
  updated_at: stamp,
  deleted_at: null,
  enabled: 1,
});

export const faqRecord = (id: number) => ({
  ...savedRow(id),
  title_en: 'Why?',
  title_ar: 'لماذا؟',
  body_en: 'Because.',
  body_ar: 'لأن.',
  section: 'general',
  sort_order: 0,
  is_trashed: 0,
});

export const programRecord = (id: number) => ({
  ...savedRow(id),
  name_en: 'Run',
  name_ar: 'جري',
  description_en: null,
  description_ar: null,
  image: null,
  goal: 'endurance',
  price: 300,
  duration_weeks: 8,
  level: 'beginner',
  sort_order: 0,
  classification_id: null,
  gender: 'all',
  training_days: 3,
  equipment: 'none',
  is_trashed: 0,
});

export const cityRecord = (id: number) => ({
  ...savedRow(id),
  name_en: 'Giza',
  name_ar: 'الجيزة',
  country: 'EG',
  is_trashed: 0,
});

export const couponRecord = (id: number) => ({
  ...savedRow(id),
  code: 'NEW',
  title_en: 'Welcome',
  title_ar: 'أهلًا',
  discount_type: 'percent',
  value: 10,
  max_discount: null,
  usage_limit: 100,
  usage_limit_per_user: 1,
  used_count: 0,
  valid_from: '2026-01-01',
  valid_until: '2026-12-31',
  applies_to_all_programs: 1,
  program_ids: [],
  diet_program_ids: [],
});

/** Members and admins are answered as profiles: `id` only, `enabled` as a boolean. */
export const memberRecord = (id: number) => ({
  id,
  first_name: 'Mona',
  last_name: 'Adel',
  email: 'mona@example.com',
  phone: '+201000000000',
  gender: 'female',
  birth_date: null,
  height: null,
  weight: null,
  goal: null,
  image: null,
  enabled: true,
});

export const adminRecord = (id: number) => ({
  id,
  first_name: 'Sara',
  last_name: 'Nabil',
  email: 'a@b.c',
  image: '/uploads/me.png',
  role: 'Editor',
  permissions: ['view-Product'],
  role_id: 2,
  enabled: true,
});

export const noteRecord = (id: number, note: string, isPrivate: 0 | 1) => ({
  id,
  note,
  is_private: isPrivate,
  created_at: stamp,
  author: { id: 1, name: 'Admin' },
});

/** GET getSingle: the item, its list row, the record's title, the columns and the notes. */
export function singleAnswer(id: number, extra: { title?: string; notes?: unknown[]; headers?: unknown[] } = {}) {
  return {
    state: 1,
    data: {
      item: { ID: id, id, first_name: 'Mona', is_trashed: 0 },
      row: { ID: id, name: 'Mona Adel', is_trashed: 0 },
      title: extra.title ?? 'Mona Adel',
      headers: extra.headers ?? [{ text: 'Name', value: 'name', type: 'text', sortable: true }],
      notes: extra.notes ?? [],
    },
  };
}

type Row = Record<string, unknown>;
interface Header {
  text: string;
  value: string;
  type: string;
  sortable: boolean;
}

/** A `search` page of any model: live rows, their columns, no filters, totals or chart, the usual options. */
export function listPage(rows: Row[], headers: Header[] = [], total = rows.length) {
  return {
    state: 1,
    data: {
      fields: { fields: [], rangeFields: [] },
      results: { data: rows.map((row) => ({ is_trashed: 0, ...row })), total },
      totals: {},
      options: { notable: true, deletable: true, chartable: false, bulkActions: [], currency: 'EGP' },
      charts: { months: [], counts: [] },
      headers,
    },
  };
}
