// Notes on list rows: newest first, private ones only for their author and super admins; HTML is
// sanitised when stored and again when read.
import { HttpError } from '../http/errors';
import { translate } from '../http/language';
import type { Model } from '../models/define/types';
import { dateText, int, nullable, shape, str } from '../openapi/answers';
import type { ListContext } from './context';
import { fail } from './context';
import { htmlToText, sanitizeRichText } from './html';

export const MAX_NOTE_LENGTH = 20_000;

export interface NoteView {
  id: number;
  note: string;
  is_private: 0 | 1;
  created_at: string;
  author: { id: number; name: string } | null;
}

export const noteViewSchema = shape({
  id: int,
  note: str,
  is_private: { enum: [0, 1] },
  created_at: dateText,
  author: nullable(shape({ id: int, name: str })),
});

interface NoteRow {
  id: number;
  note: string;
  is_private: number;
  created_at: string;
  admin_id: number | null;
  first_name: string | null;
  last_name: string | null;
}

function toView(row: NoteRow): NoteView {
  return {
    id: Number(row.id),
    note: sanitizeRichText(row.note),
    is_private: Number(row.is_private) ? 1 : 0,
    created_at: row.created_at,
    author:
      row.admin_id === null
        ? null
        : { id: Number(row.admin_id), name: [row.first_name, row.last_name].filter(Boolean).join(' ') },
  };
}

function notesQuery(context: ListContext) {
  return context.db
    .selectFrom('notes')
    .leftJoin('admins', 'admins.id', 'notes.admin_id')
    .select([
      'notes.id',
      'notes.note',
      'notes.is_private',
      'notes.created_at',
      'notes.admin_id',
      'admins.first_name',
      'admins.last_name',
    ]);
}

export async function listNotes(context: ListContext, model: Model, itemId: number): Promise<NoteView[]> {
  let query = notesQuery(context).where('notes.model', '=', model.name).where('notes.item_id', '=', itemId);
  if (!context.admin.isSuperAdmin) {
    query = query.where((eb) => eb.or([eb('notes.is_private', '=', 0), eb('notes.admin_id', '=', context.admin.id)]));
  }
  const rows = (await query.orderBy('notes.created_at', 'desc').orderBy('notes.id', 'desc').execute()) as NoteRow[];
  return rows.map(toView);
}

/** The note's sanitised HTML, or a 422 when nothing readable is left (empty, blanks, empty tags). */
export function cleanNote(context: ListContext, raw: unknown): string {
  const { language } = context;
  const empty = () => {
    const message = translate(language, 'models.note_empty');
    return new HttpError(422, message, { note: [message] });
  };
  if (raw === undefined || raw === null) throw empty();
  if (typeof raw !== 'string') throw fail(language, 400, 'models.invalid_value', { field: 'note' });
  if (raw.length > MAX_NOTE_LENGTH) throw fail(language, 422, 'models.note_too_long', { max: MAX_NOTE_LENGTH });
  const clean = sanitizeRichText(raw).trim();
  if (htmlToText(clean) === '' && !/<img\s/i.test(clean)) throw empty();
  return clean;
}

export async function addNote(
  context: ListContext,
  model: Model,
  itemId: number,
  note: string,
  isPrivate: boolean,
): Promise<NoteView> {
  const inserted = await context.db
    .insertInto('notes')
    .values({
      model: model.name,
      item_id: itemId,
      admin_id: context.admin.id,
      note,
      is_private: isPrivate ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = (await notesQuery(context).where('notes.id', '=', inserted.id).executeTakeFirstOrThrow()) as NoteRow;
  return toView(row);
}
