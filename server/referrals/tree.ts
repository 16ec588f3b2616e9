// The referral tree, one level at a time: the members a member referred (or the roots: members who
// referred others without being referred), each with how many members it referred and the rewards it
// earned, so the admin draws only open branches. A search returns the path from a root to each match.
import { sql, type Kysely } from 'kysely';
import { liveRowWhere } from '../db/live-rows';

export const TREE_PAGE = 200;
export const SEARCH_MATCHES = 20;

export interface TreeNode {
  id: number;
  name: string;
  referred: number;
  rewards: number;
}

/** The members `ids` (in that order) with how many they referred and the rewards they earned. */
export async function treeNodes(db: Kysely<any>, ids: readonly number[]): Promise<TreeNode[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .leftJoin('referrals', (join) =>
      join.onRef('referrals.referrer_id', '=', 'users.id').on('referrals.deleted_at', 'is', null),
    )
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      (eb) => eb.fn.count<string | number>('referrals.id').as('referred'),
      (eb) => eb.fn.coalesce(eb.fn.sum('referrals.reward'), eb.lit(0)).as('rewards'),
    ])
    .where('users.id', 'in', [...ids])
    .groupBy(['users.id', 'users.first_name', 'users.last_name'])
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids
    .filter((id) => byId.has(id))
    .map((id) => {
      const row = byId.get(id)!;
      return {
        id,
        name: `${row.first_name} ${row.last_name}`.trim(),
        referred: Number(row.referred),
        rewards: Math.round(Number(row.rewards) * 100) / 100,
      };
    });
}

/** The children of `parent` (or the roots when null), in id order, at most TREE_PAGE after `after`. */
export async function treeLevel(
  db: Kysely<any>,
  parent: number | null,
  after = 0,
): Promise<{ nodes: TreeNode[]; more: boolean }> {
  let ids: number[];
  if (parent === null) {
    const rows = await db
      .selectFrom('referrals as r')
      .select('r.referrer_id')
      .distinct()
      .where('r.deleted_at', 'is', null)
      .where('r.referrer_id', '>', after)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('referrals as up')
              .select('up.id')
              .whereRef('up.user_id', '=', 'r.referrer_id')
              .where('up.deleted_at', 'is', null),
          ),
        ),
      )
      .orderBy('r.referrer_id')
      .limit(TREE_PAGE + 1)
      .execute();
    ids = rows.map((row) => Number(row.referrer_id));
  } else {
    const rows = await db
      .selectFrom('referrals')
      .select('user_id')
      .where('referrer_id', '=', parent)
      .where('deleted_at', 'is', null)
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(TREE_PAGE + 1)
      .execute();
    ids = rows.map((row) => Number(row.user_id));
  }
  return { nodes: await treeNodes(db, ids.slice(0, TREE_PAGE)), more: ids.length > TREE_PAGE };
}

/** The referrer of `id`, or null for a root. */
async function referrerOf(db: Kysely<any>, id: number): Promise<number | null> {
  const row = await liveRowWhere(db, 'referrals', 'user_id', id, ['referrer_id']);
  return row ? Number(row.referrer_id) : null;
}

/** Members in the tree whose name or email contains `text`, each with its path of ids from its root. */
export async function searchTree(db: Kysely<any>, text: string): Promise<Array<{ node: TreeNode; path: number[] }>> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const matches = await db
    .selectFrom('users')
    .select('users.id')
    .where((eb) =>
      eb.or([
        eb(sql`lower(users.first_name || ' ' || users.last_name)`, 'like', pattern),
        eb(sql`lower(users.email)`, 'like', pattern),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('referrals').select('id').whereRef('referrals.user_id', '=', 'users.id')),
        eb.exists(eb.selectFrom('referrals').select('id').whereRef('referrals.referrer_id', '=', 'users.id')),
      ]),
    )
    .where('users.deleted_at', 'is', null)
    .orderBy('users.id')
    .limit(SEARCH_MATCHES)
    .execute();
  const found = await treeNodes(
    db,
    matches.map((row) => Number(row.id)),
  );
  const results: Array<{ node: TreeNode; path: number[] }> = [];
  for (const node of found) results.push({ node, path: await pathTo(db, node.id) });
  return results;
}

/** The ids from the root of `id`'s branch down to `id` itself. */
export async function pathTo(db: Kysely<any>, id: number): Promise<number[]> {
  const path = [id];
  // A referral chain is short; the guard stops a cycle in bad data.
  for (let up = await referrerOf(db, id); up !== null && path.length < 100 && !path.includes(up); ) {
    path.unshift(up);
    up = await referrerOf(db, up);
  }
  return path;
}
