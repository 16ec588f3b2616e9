// GET program_prices/show/{id}: a pricing plan for its form, with its programme's name in the request
// language so the form's picker can show it at once. Node-free: the demo backend answers with it too.
import type { Kysely } from 'kysely';
import type { Language } from '../../http/language';
import programPrices from '../../models/program-prices';
import programs from '../../models/programs';
import { titleOf, type Row } from '../../search/cells';
import { int, nullable, shape, str } from '../../openapi/answers';
import { formPermissions, presentItem, presentItemSchema, requireLiveRow } from '../shared/form-routes';

/** Who may read a plan: whoever may view the plans, create or edit one. */
export const programPriceReaders = [
  ...new Set([
    'view-ProgramPrice',
    ...formPermissions(programPrices, 'create'),
    ...formPermissions(programPrices, 'edit'),
  ]),
];

/** The plan's stored columns and its programme's name (null when the programme no longer exists). */
export const shownProgramPriceSchema = presentItemSchema(programPrices, {
  program: nullable(shape({ id: int, name: str })),
});

export async function showProgramPrice(db: Kysely<any>, id: number, language: Language) {
  const row = await requireLiveRow(db, programPrices, id);
  const program = (await db
    .selectFrom(programs.table)
    .select(['id', 'name_en', 'name_ar'])
    .where('id', '=', Number(row.program_id))
    .executeTakeFirst()) as Row | undefined;
  return {
    state: 1,
    data: {
      ...presentItem(programPrices, row),
      program: program ? { id: Number(program.id), name: titleOf(programs, program, language) } : null,
    },
  };
}
