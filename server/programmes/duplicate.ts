// POST diet-programs/duplicate/{id}: a deep copy (the programme and every meal of its days), disabled so
// nobody sees it before it is edited, named '… (copy)' / '… (نسخة)'.
import type { Kysely } from 'kysely';
import { TEXT_MAX_LENGTH } from '../../common/constants';
import { recordCreated } from '../activity/write';
import { nowIso } from '../db/time';
import { presentItem, requireLiveRow } from '../forms/shared/form-routes';
import type { Model } from '../models/define/types';
import type { Row } from '../search/cells';
import { publicColumns } from '../search/pickers';
import { readMeals, writeMeals } from './diet-days';

const SUFFIX = { en: ' (copy)', ar: ' (نسخة)' };

/** The name with the suffix, the name cut so both fit the column's limit. */
export function copyName(name: string, suffix: string): string {
  return `${name.slice(0, TEXT_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

export async function duplicateDietProgramme(
  db: Kysely<any>,
  model: Model,
  id: number,
  adminId: number | null,
): Promise<Record<string, unknown>> {
  return db.transaction().execute(async (trx) => {
    const original = await requireLiveRow(trx, model, id);
    const { id: _id, created_at: _created, updated_at: _updated, deleted_at: _deleted, ...fields } = original;
    const now = nowIso();
    const copy = (await trx
      .insertInto(model.table)
      .values({
        ...fields,
        name_en: copyName(String(original.name_en), SUFFIX.en),
        name_ar: copyName(String(original.name_ar), SUFFIX.ar),
        enabled: 0,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning(publicColumns(model))
      .executeTakeFirstOrThrow()) as Row;
    await writeMeals(trx, Number(copy.id), await readMeals(trx, id));
    const entry = { adminId, action: 'duplicate', model: model.name, ids: [Number(copy.id)] } as const;
    await recordCreated(trx, model.table, entry, { copy_of: { before: null, after: id } });
    return { ...presentItem(model, copy), is_trashed: 0 };
  });
}
