// What one simulated admin sends: mostly searches of the 1M-row orders list with varied filters, sorts
// and pages (some of the small users list), and now and then a bulk action on a few ids.
import type { Random } from '../../server/models/seed/random';

const DAY = 86_400_000;
export const USER_ROWS = 1500;

export interface Step {
  /** A short name of the request's shape, for the per-shape figures. */
  shape: string;
  kind: 'search' | 'action';
  body: Record<string, unknown>;
}

const ORDER_SORTS = ['created_at', 'total', 'ID', 'items_count', 'delivery_date', 'order_number', 'status'];
const STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'];

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function orderFilters(random: Random, rows: number, now: number): { shape: string; filters: Record<string, unknown> } {
  const statuses = () => [...new Set([random.pick(STATUSES), random.pick(STATUSES)])].slice(0, random.int(1, 2));
  const since = (days: number) => isoDay(now - days * DAY);
  return random.weighted<() => { shape: string; filters: Record<string, unknown> }>([
    [() => ({ shape: 'orders: no filter', filters: {} }), 10],
    [() => ({ shape: 'orders: status', filters: { status: statuses() } }), 12],
    [
      () => ({
        shape: 'orders: status + last N days',
        filters: { status: statuses(), created_at_from: since(random.pick([7, 30, 90])) },
      }),
      15,
    ],
    [
      () => {
        const start = now - random.int(30, 360) * DAY;
        return {
          shape: 'orders: one month',
          filters: { created_at_from: isoDay(start), created_at_to: isoDay(start + 30 * DAY) },
        };
      },
      12,
    ],
    [
      () => {
        const from = random.int(1, 40) * 100;
        return {
          shape: 'orders: status + total range',
          filters: { status: statuses(), total_from: from, total_to: from + random.int(1, 10) * 100 },
        };
      },
      10,
    ],
    [() => ({ shape: 'orders: buyer', filters: { user_id: [random.int(1, USER_ROWS)] } }), 10],
    [() => ({ shape: 'orders: seller + status', filters: { seller_id: [random.int(1, 300)], status: statuses() } }), 8],
    [
      () => ({
        shape: 'orders: delivery date',
        filters: { delivery_date_from: since(random.int(1, 300)), delivery_date_to: since(random.int(0, 1)) },
      }),
      5,
    ],
    [
      () => ({
        shape: 'orders: order number',
        filters: { order_number: `ORD-${1_000_000 + random.int(0, rows - 1)}` },
      }),
      5,
    ],
    [() => ({ shape: 'orders: trash', filters: { show_trash: true } }), 5],
  ])();
}

function searchStep(random: Random, rows: number, now: number): Step {
  const page = random.weighted([
    [1, 60],
    [random.int(2, 5), 30],
    [random.int(6, 200), 10],
  ] as const);
  const itemsPerPage = random.weighted([
    [30, 70],
    [60, 15],
    [100, 15],
  ] as const);
  if (random.chance(0.15)) {
    const filters = random.chance(0.5) ? {} : { status: [random.pick(['active', 'inactive', 'banned'])] };
    return {
      shape: 'users: list',
      kind: 'search',
      body: { model: 'users', page, itemsPerPage, filters, sortBy: ['created_at'], sortDesc: [true] },
    };
  }
  const { shape, filters } = orderFilters(random, rows, now);
  const sortBy = random.chance(0.4) ? 'created_at' : random.pick(ORDER_SORTS);
  return {
    shape,
    kind: 'search',
    body: { model: 'orders', page, itemsPerPage, filters, sortBy: [sortBy], sortDesc: [random.chance(0.7)] },
  };
}

function ids(random: Random, count: number, max: number): number[] {
  return Array.from({ length: count }, () => random.int(1, max));
}

function actionStep(random: Random, rows: number): Step {
  const count = random.int(1, 10);
  if (random.chance(0.5)) {
    const action = random.pick(['delete', 'restore']);
    return {
      shape: `orders: ${action}`,
      kind: 'action',
      body: { model: 'orders', action, id: ids(random, count, rows) },
    };
  }
  const action = random.pick(['enable', 'disable']);
  return {
    shape: `users: ${action}`,
    kind: 'action',
    body: { model: 'users', action, id: ids(random, count, USER_ROWS) },
  };
}

/** The next request of one admin: about one in eight is a bulk action. */
export function nextStep(random: Random, rows: number, now: number): Step {
  return random.chance(0.12) ? actionStep(random, rows) : searchStep(random, rows, now);
}
