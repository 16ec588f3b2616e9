// A referral's details page (getSingle/referrals/{id}): besides the row, the chain of referrers from the
// branch's root down to the referred member, and the first members that member referred in turn.
import type { Kysely } from 'kysely';
import type { SingleItemContext } from '../models/define/types';
import { pathTo, treeLevel, treeNodes } from './tree';

export async function referralSingle({ db, id }: SingleItemContext): Promise<Record<string, unknown>> {
  const row = await (db as Kysely<any>)
    .selectFrom('referrals')
    .select('user_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return {};
  const member = Number(row.user_id);
  const { nodes: referred, more } = await treeLevel(db, member);
  return { chain: await treeNodes(db, await pathTo(db, member)), referred, more_referred: more };
}
