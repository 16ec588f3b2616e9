// The dashboard's charts (GET dashboard/charts): subscriptions and revenue per month, new members per
// week, the most subscribed programmes and payout requests by state. Each only for an admin who may view
// its model; dates are ISO-8601 UTC text, so months group on their first seven characters on both dialects.
import { sql, type Kysely } from 'kysely';
import type { Language } from '../http/language';
import { int, listOf, num, shape, str } from '../openapi/answers';

export const CHART_MONTHS = 12;
export const CHART_WEEKS = 12;
export const TOP_PROGRAMMES = 5;
const DAY = 86_400_000;
const PAYOUT_STATES = ['pending', 'approved', 'paid', 'rejected'];

export interface DashboardCharts {
  subscriptions?: Array<{ month: string; count: number; revenue: number }>;
  members?: Array<{ week: string; count: number }>;
  programmes?: Array<{ name: string; count: number }>;
  payouts?: Array<{ status: string; count: number; amount: number }>;
}

/** `dashboardCharts()`: each chart only for an admin who may view its model. */
export const dashboardChartsSchema = shape(
  {
    subscriptions: {
      ...listOf(shape({ month: { type: 'string', description: '`YYYY-MM`' }, count: int, revenue: num })),
      description: `The last ${CHART_MONTHS} months, oldest first (view-Subscription)`,
    },
    members: {
      ...listOf(
        shape({ week: { type: 'string', description: 'The Saturday that starts it, `YYYY-MM-DD`' }, count: int }),
      ),
      description: `New members in the last ${CHART_WEEKS} weeks, oldest first (view-User)`,
    },
    programmes: {
      ...listOf(shape({ name: str, count: int })),
      description: `The ${TOP_PROGRAMMES} most subscribed programmes, in the request language (view-Subscription)`,
    },
    payouts: {
      ...listOf(shape({ status: { enum: PAYOUT_STATES }, count: int, amount: num })),
      description: 'Payout requests by state (view-PayoutRequest)',
    },
  },
  [],
);

/** The last `count` months, oldest first, as `YYYY-MM` (UTC). */
export function lastMonths(now: Date, count = CHART_MONTHS): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}

/** The Saturday (the week's first day in Egypt) on or before `date`, as `YYYY-MM-DD`. */
export function weekStart(date: Date): string {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const sinceSaturday = (new Date(day).getUTCDay() + 1) % 7;
  return new Date(day - sinceSaturday * DAY).toISOString().slice(0, 10);
}

async function subscriptionsPerMonth(db: Kysely<any>, now: Date): Promise<DashboardCharts['subscriptions']> {
  const months = lastMonths(now);
  const month = sql<string>`substr(created_at, 1, 7)`;
  const rows = await db
    .selectFrom('subscriptions')
    .select([
      month.as('month'),
      (eb) => eb.fn.countAll<string | number>().as('count'),
      (eb) => eb.fn.coalesce(eb.fn.sum('amount'), eb.lit(0)).as('revenue'),
    ])
    .where('deleted_at', 'is', null)
    .where('created_at', '>=', `${months[0]}-01`)
    .groupBy(month)
    .execute();
  const byMonth = new Map(rows.map((row) => [String(row.month), row]));
  return months.map((key) => ({
    month: key,
    count: Number(byMonth.get(key)?.count ?? 0),
    revenue: Math.round(Number(byMonth.get(key)?.revenue ?? 0) * 100) / 100,
  }));
}

async function membersPerWeek(db: Kysely<any>, now: Date): Promise<DashboardCharts['members']> {
  const first = new Date(Date.parse(weekStart(now)) - (CHART_WEEKS - 1) * 7 * DAY);
  const weeks = Array.from({ length: CHART_WEEKS }, (_, index) =>
    new Date(first.getTime() + index * 7 * DAY).toISOString().slice(0, 10),
  );
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom('users')
    .select([day.as('day'), (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('deleted_at', 'is', null)
    .where('created_at', '>=', weeks[0])
    .groupBy(day)
    .execute();
  const counts = new Map(weeks.map((week) => [week, 0]));
  for (const row of rows) {
    const week = weekStart(new Date(`${row.day}T00:00:00Z`));
    if (counts.has(week)) counts.set(week, counts.get(week)! + Number(row.count));
  }
  return weeks.map((week) => ({ week, count: counts.get(week)! }));
}

async function topProgrammes(db: Kysely<any>, language: Language): Promise<DashboardCharts['programmes']> {
  const column = language === 'ar' ? 'programme_ar' : 'programme_en';
  const rows = await db
    .selectFrom('subscriptions')
    .select([sql.ref<string>(column).as('name'), (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('deleted_at', 'is', null)
    .groupBy(column)
    .orderBy('count', 'desc')
    .orderBy(column)
    .limit(TOP_PROGRAMMES)
    .execute();
  return rows.map((row) => ({ name: String(row.name), count: Number(row.count) }));
}

async function payoutsByState(db: Kysely<any>): Promise<DashboardCharts['payouts']> {
  const rows = await db
    .selectFrom('payout_requests')
    .select([
      'status',
      (eb) => eb.fn.countAll<string | number>().as('count'),
      (eb) => eb.fn.coalesce(eb.fn.sum('amount'), eb.lit(0)).as('amount'),
    ])
    .where('deleted_at', 'is', null)
    .groupBy('status')
    .execute();
  const byStatus = new Map(rows.map((row) => [String(row.status), row]));
  return PAYOUT_STATES.map((status) => ({
    status,
    count: Number(byStatus.get(status)?.count ?? 0),
    amount: Math.round(Number(byStatus.get(status)?.amount ?? 0) * 100) / 100,
  }));
}

export async function dashboardCharts(
  db: Kysely<any>,
  options: { canView(subject: string): boolean; language: Language; now?: Date },
): Promise<DashboardCharts> {
  const now = options.now ?? new Date();
  const charts: DashboardCharts = {};
  if (options.canView('Subscription')) {
    charts.subscriptions = await subscriptionsPerMonth(db, now);
    charts.programmes = await topProgrammes(db, options.language);
  }
  if (options.canView('User')) charts.members = await membersPerWeek(db, now);
  if (options.canView('PayoutRequest')) charts.payouts = await payoutsByState(db);
  return charts;
}
