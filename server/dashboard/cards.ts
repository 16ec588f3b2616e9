// The dashboard's counts (GET dashboard): the cards, each with what it counts created in the last period
// and the period before (so the admin sees the trend), and the "needs attention" counts. Every count is
// data of its model: it is made only for an admin holding that model's view- permission. Each names the
// list it opens and the list filters that show exactly the rows it counts.
import type { Kysely } from 'kysely';
import { int, listOf, mapOf, shape, str } from '../openapi/answers';

/** The length of the compared periods, in days. */
export const PERIOD_DAYS = 30;
const DAY = 86_400_000;

interface Count {
  key: string;
  /** The model whose view- permission shows it. */
  subject: string;
  /** The model's list (`/default/{model}`) and its table. */
  model: string;
  table: string;
  /** Only rows whose column is among the values (null: is null); `filters` is the same as list filters. */
  where?: Record<string, Array<string | number> | null>;
  filters?: Record<string, string[]>;
}

const byStatus = (values: string[]) => ({
  where: { status: values },
  filters: { status: values },
});

/** The cards in display order. */
const CARDS: Count[] = [
  { key: 'admins', subject: 'Admin', model: 'admins', table: 'admins' },
  { key: 'roles', subject: 'Role', model: 'roles', table: 'roles' },
  { key: 'users', subject: 'User', model: 'users', table: 'users' },
  {
    key: 'active_subscriptions',
    subject: 'Subscription',
    model: 'subscriptions',
    table: 'subscriptions',
    ...byStatus(['active']),
  },
  { key: 'orders', subject: 'Order', model: 'orders', table: 'orders' },
  { key: 'products', subject: 'Product', model: 'products', table: 'products' },
  {
    key: 'pending_payout_requests',
    subject: 'PayoutRequest',
    model: 'payout-requests',
    table: 'payout_requests',
    ...byStatus(['pending']),
  },
  {
    key: 'open_complaints',
    subject: 'Complaint',
    model: 'complaints',
    table: 'complaints',
    ...byStatus(['open', 'in_progress']),
  },
  { key: 'pending_sellers', subject: 'Seller', model: 'sellers', table: 'sellers', ...byStatus(['pending']) },
  { key: 'open_chats', subject: 'Chat', model: 'chats', table: 'chats', ...byStatus(['open', 'pending']) },
];

/** What waits for an admin, in display order. */
const ATTENTION: Count[] = [
  {
    key: 'pending_payout_requests',
    subject: 'PayoutRequest',
    model: 'payout-requests',
    table: 'payout_requests',
    ...byStatus(['pending']),
  },
  { key: 'open_support_threads', subject: 'Chat', model: 'chats', table: 'chats', ...byStatus(['open', 'pending']) },
  // Sign-ups waiting for a role: the admins list shows them above its rows.
  {
    key: 'pending_sign_ups',
    subject: 'Admin',
    model: 'admins',
    table: 'admins',
    where: { awaiting_role: [1], role_id: null },
  },
  {
    key: 'failed_payments',
    subject: 'PaymentTransaction',
    model: 'payment-transactions',
    table: 'payment_transactions',
    ...byStatus(['failed']),
  },
];

export const DASHBOARD_CARD_KEYS: readonly string[] = CARDS.map((card) => card.key);
export const ATTENTION_KEYS: readonly string[] = ATTENTION.map((item) => item.key);

export interface DashboardCard {
  key: string;
  count: number;
  /** Of the rows counted, those created in the last `PERIOD_DAYS` days and in the `PERIOD_DAYS` before. */
  current_period: number;
  previous_period: number;
  model: string;
  filters: Record<string, string[]>;
}

export interface AttentionItem {
  key: string;
  count: number;
  model: string;
  filters: Record<string, string[]>;
}

export interface DashboardAnswer {
  period_days: number;
  cards: DashboardCard[];
  attention: AttentionItem[];
}

const link = { model: str, filters: mapOf(listOf(str)) };

export const dashboardSchema = shape({
  period_days: { ...int, description: 'The length of the compared periods, in days' },
  cards: listOf(
    shape({
      key: { enum: [...DASHBOARD_CARD_KEYS] },
      count: int,
      current_period: { ...int, description: 'Of the rows counted, those created in the last `period_days` days' },
      previous_period: { ...int, description: 'Of the rows counted, those created in the `period_days` before' },
      ...link,
    }),
  ),
  attention: listOf(shape({ key: { enum: [...ATTENTION_KEYS] }, count: int, ...link })),
});

async function countRows(db: Kysely<any>, count: Count, createdFrom?: string, createdBefore?: string) {
  let query = db
    .selectFrom(count.table)
    .select((eb) => eb.fn.countAll().as('count'))
    .where('deleted_at', 'is', null);
  for (const [column, values] of Object.entries(count.where ?? {}))
    query = values === null ? query.where(column, 'is', null) : query.where(column, 'in', values);
  if (createdFrom) query = query.where('created_at', '>=', createdFrom);
  if (createdBefore) query = query.where('created_at', '<', createdBefore);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The cards and attention counts `canView` allows; the others are not counted at all. */
export async function dashboardCounts(
  db: Kysely<any>,
  canView: (subject: string) => boolean = () => true,
  now: Date = new Date(),
): Promise<DashboardAnswer> {
  const periodStart = new Date(now.getTime() - PERIOD_DAYS * DAY).toISOString();
  const previousStart = new Date(now.getTime() - 2 * PERIOD_DAYS * DAY).toISOString();
  const cards: DashboardCard[] = [];
  for (const card of CARDS.filter((candidate) => canView(candidate.subject))) {
    cards.push({
      key: card.key,
      count: await countRows(db, card),
      current_period: await countRows(db, card, periodStart),
      previous_period: await countRows(db, card, previousStart, periodStart),
      model: card.model,
      filters: card.filters ?? {},
    });
  }
  const attention: AttentionItem[] = [];
  for (const item of ATTENTION.filter((candidate) => canView(candidate.subject))) {
    attention.push({ key: item.key, count: await countRows(db, item), model: item.model, filters: item.filters ?? {} });
  }
  return { period_days: PERIOD_DAYS, cards, attention };
}
