// POST add-note/{model}/{id} {id, model, note, is_private}: a note on a row of a notable model.
import { recordActivity } from '../activity/record';
import { translate } from '../http/language';
import { findModel } from '../models/registry';
import { fail, type ListContext } from './context';
import { addNote, cleanNote } from './notes';
import { requireAny, viewPermissions } from './permissions';
import { requireModel } from './request';
import { parseItemId, requireRow } from './single';

const NOTE_KEYS = new Set(['id', 'model', 'note', 'is_private']);

function parsePrivate(value: unknown): boolean | null {
  if (value === undefined || value === null || value === false || value === 0 || value === '0' || value === 'false')
    return false;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  return null;
}

/** The answer of `POST add-note/{model}/{id}`. */
export async function answerAddNote(
  context: ListContext,
  modelName: unknown,
  rawId: unknown,
  rawBody: unknown,
): Promise<unknown> {
  const { language } = context;
  const model = requireModel(language, modelName);
  requireAny(context, viewPermissions(model));
  const id = parseItemId(language, rawId);
  const body = (rawBody ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || Array.isArray(body)) throw fail(language, 400, 'errors.invalid_json');
  const unknown = Object.keys(body).find((key) => !NOTE_KEYS.has(key));
  if (unknown) throw fail(language, 400, 'models.unknown_field', { field: /^\w{1,64}$/.test(unknown) ? unknown : '?' });
  // The body repeats the address's model and id; when it does, they must agree.
  if (body.id !== undefined && String(body.id) !== String(id)) throw fail(language, 400, 'models.note_mismatch');
  if (body.model !== undefined && (typeof body.model !== 'string' || findModel(body.model) !== model))
    throw fail(language, 400, 'models.note_mismatch');
  if (!model.switches.notable) throw fail(language, 400, 'models.notes_disabled', { model: model.label[language] });
  const isPrivate = parsePrivate(body.is_private);
  if (isPrivate === null) throw fail(language, 400, 'models.invalid_value', { field: 'is_private' });
  const note = cleanNote(context, body.note);
  await requireRow(context, model, id, ['id']);
  const saved = await addNote(context, model, id, note, isPrivate);
  await recordActivity(context.db, { adminId: context.admin.id, action: 'note', model: model.name, ids: [id] });
  return { state: 1, message: translate(language, 'models.note_saved'), data: saved };
}
