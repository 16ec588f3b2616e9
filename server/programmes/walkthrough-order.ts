// POST Walkthrough/reorder: the onboarding slides in a new order at once (drag and drop in the admin). The
// body names every live slide exactly once, so a list changed meanwhile is refused rather than half-applied.
import type { Kysely } from 'kysely';
import { HttpError } from '../http/errors';
import { recordActivity } from '../activity/record';
import { nowIso } from '../db/time';

export const reorderBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: { ids: { type: 'array', maxItems: 500, items: { type: 'integer', minimum: 1 } } },
} as const;

export async function reorderWalkthrough(
  db: Kysely<any>,
  ids: readonly number[],
  adminId: number | null,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const live = (
      await trx
        .selectFrom('walkthroughs')
        .select('id')
        .where('deleted_at', 'is', null)
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    ).map((row) => Number(row.id));
    const given = [...new Set(ids)];
    if (given.length !== ids.length || given.length !== live.length || given.some((id) => !live.includes(id)))
      throw new HttpError(409, 'walkthrough.order_changed');
    const now = nowIso();
    for (const [index, id] of ids.entries())
      await trx
        .updateTable('walkthroughs')
        .set({ sort_order: index + 1, updated_at: now })
        .where('id', '=', id)
        .execute();
    await recordActivity(trx, {
      adminId,
      action: 'reorder',
      model: 'walkthrough',
      ids,
      changes: { order: { before: live, after: [...ids] } },
    });
    return [...ids];
  });
}
