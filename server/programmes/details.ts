// What a programme's details page (program-details) shows besides its own fields: its sub-programmes in
// order, its pricing plans, how many subscribe, what it earned, its latest subscriptions and its chat groups.
import type { Kysely } from 'kysely';
import { liveRows } from '../db/live-rows';
import type { SingleItemContext } from '../models/define/types';

const LATEST_SUBSCRIPTIONS = 5;

async function subscriptionFigures(db: Kysely<any>, id: number) {
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => [
      eb.fn.count<number>(eb.case().when('status', 'in', ['active', 'pending']).then(1).end()).as('subscribers'),
      eb.fn.sum<number>(eb.case().when('status', '!=', 'cancelled').then(eb.ref('amount')).else(0).end()).as('revenue'),
    ])
    .where('program_id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return { subscribers: Number(row?.subscribers ?? 0), revenue: Math.round(Number(row?.revenue ?? 0) * 100) / 100 };
}

export async function programmeDetails({ db, id }: SingleItemContext): Promise<Record<string, unknown>> {
  const ofProgramme = (table: string, columns: string[]) => liveRows(db, table, 'program_id', id, columns);
  const [figures, prices, latest, subPrograms, chatGroups] = await Promise.all([
    subscriptionFigures(db, id),
    ofProgramme('program_prices', ['id', 'duration_unit', 'duration_value', 'price', 'discounted_price', 'enabled'])
      .orderBy('duration_value')
      .orderBy('id')
      .execute(),
    ofProgramme('subscriptions', ['id', 'user_id', 'plan', 'amount', 'status', 'starts_at', 'ends_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LATEST_SUBSCRIPTIONS)
      .execute(),
    ofProgramme('sub_programs', ['id', 'name_en', 'name_ar', 'sort_order', 'weeks', 'enabled'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    ofProgramme('chat_groups', ['id', 'name_en', 'name_ar', 'messages_count', 'read_only', 'enabled'])
      .orderBy('id')
      .execute(),
  ]);
  const numbers = (row: Record<string, unknown>, keys: string[]) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, keys.includes(k) && v !== null ? Number(v) : v]));
  return {
    ...figures,
    program_prices: prices.map((row) => numbers(row, ['id', 'duration_value', 'price', 'discounted_price', 'enabled'])),
    latest_subscriptions: latest.map((row) => numbers(row, ['id', 'user_id', 'amount'])),
    sub_programs: subPrograms.map((row) => numbers(row, ['id', 'sort_order', 'weeks', 'enabled'])),
    chat_groups: chatGroups.map((row) => numbers(row, ['id', 'messages_count', 'read_only', 'enabled'])),
  };
}
