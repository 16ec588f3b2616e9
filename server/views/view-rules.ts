// The checks of a saved view's body against the model's list: the same filters, sortable headers, header
// keys and page sizes that POST search accepts. Every failing field is answered at once, as a 422.
import type { Kysely } from 'kysely';
import { PAGE_SIZES } from '../../common/constants';
import { HttpError } from '../http/errors';
import { fieldErrors } from '../http/field-errors';
import type { Language } from '../http/language';
import type { Model } from '../models/define/types';
import { echoable } from '../search/context';
import { parseFilters } from '../search/filters';
import { sortColumnOf } from '../search/request';

export const MAX_VIEW_NAME = 80;
// A name is one line of text (PostgreSQL text cannot even hold NUL).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A view as a client sends it (POST views/{model}); every field optional on an update. */
export interface ViewBody {
  name?: string;
  filters?: Record<string, unknown>;
  sort?: { by: string | null; desc: boolean };
  columns?: string[];
  page_size?: number;
  shared_role_ids?: number[];
  is_default?: boolean;
}

/** The checked values, ready to store. */
export interface CheckedView {
  name?: string;
  filters?: Record<string, unknown>;
  sort?: { by: string | null; desc: boolean };
  columns?: string[];
  page_size?: number;
  shared_role_ids?: number[];
}

export interface ViewRuleContext {
  db: Kysely<any>;
  language: Language;
  t(key: string, params?: Record<string, string | number>): string;
  model: Model;
  /** Whose views the name must differ from, and the view itself on an update. */
  ownerId: number;
  viewId?: number;
}

async function nameTaken(context: ViewRuleContext, name: string): Promise<boolean> {
  let query = context.db
    .selectFrom('saved_views')
    .select(['id', 'name'])
    .where('admin_id', '=', context.ownerId)
    .where('model', '=', context.model.name);
  if (context.viewId !== undefined) query = query.where('id', '!=', context.viewId);
  // Compared in JavaScript: case-insensitively alike on SQLite and PostgreSQL, Arabic included.
  const rows = await query.execute();
  return rows.some((row) => String(row.name).toLocaleLowerCase() === name.toLocaleLowerCase());
}

async function missingRole(db: Kysely<any>, ids: readonly number[]): Promise<number | undefined> {
  if (ids.length === 0) return undefined;
  const rows = await db
    .selectFrom('roles')
    .select('id')
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute();
  const live = new Set(rows.map((row) => Number(row.id)));
  return ids.find((id) => !live.has(id));
}

/** The body's fields checked against the model; throws 422 naming every failing field. */
export async function checkView(context: ViewRuleContext, body: ViewBody): Promise<CheckedView> {
  const { model, language, t } = context;
  const { fail, throwIfAny } = fieldErrors();
  const checked: CheckedView = {};

  if (body.name !== undefined) {
    const name = body.name.trim();
    if (name.length < 1 || name.length > MAX_VIEW_NAME) fail('name', t('views.name_length'));
    else if (CONTROL_CHARACTERS.test(name)) fail('name', t('views.name_characters'));
    else if (await nameTaken(context, name)) fail('name', t('views.name_taken'));
    else checked.name = name;
  }

  if (body.filters !== undefined) {
    try {
      // The search's own filter check: a view holds only filters the list accepts.
      parseFilters(language, model, body.filters);
      checked.filters = body.filters;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      fail('filters', error.message);
    }
  }

  if (body.sort !== undefined) {
    const { by, desc } = body.sort;
    if (by !== null && by !== '' && !sortColumnOf(model, by, language)) {
      const shown = echoable(by);
      fail('sort.by', shown ? t('views.unsortable', { name: shown }) : t('views.unsortable_plain'));
    } else checked.sort = { by: by === '' ? null : by, desc };
  }

  if (body.columns !== undefined) {
    const keys = new Set(model.headers.map((header) => header.value));
    const seen = new Set<string>();
    if (body.columns.length === 0) fail('columns', t('views.columns_empty'));
    for (const column of body.columns) {
      const shown = echoable(column);
      if (!keys.has(column)) {
        fail('columns', shown ? t('views.unknown_column', { name: shown }) : t('views.unknown_column_plain'));
      } else if (seen.has(column)) fail('columns', t('views.column_repeated', { name: column }));
      seen.add(column);
    }
    checked.columns = body.columns;
  }

  if (body.page_size !== undefined) {
    if (!(PAGE_SIZES as readonly number[]).includes(body.page_size)) fail('page_size', t('views.page_size'));
    else checked.page_size = body.page_size;
  }

  if (body.shared_role_ids !== undefined) {
    const ids = [...new Set(body.shared_role_ids)].sort((a, b) => a - b);
    const missing = await missingRole(context.db, ids);
    if (missing !== undefined) fail('shared_role_ids', t('views.unknown_role', { id: missing }));
    else checked.shared_role_ids = ids;
  }

  throwIfAny();
  return checked;
}
