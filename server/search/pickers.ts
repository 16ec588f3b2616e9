// Option search for filters (field search: label → value) and the search picker (id → label or object).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { JsonSchema } from '../http/schema';
import type { ColumnKind, FieldSpec, Localized, Model } from '../models/define/types';
import { dateText, mapOf, nullable, openShape, str } from '../openapi/answers';
import { findModel } from '../models/registry';
import { titleOf, type Row } from './cells';
import { echoable, fail, type ListContext } from './context';
import { sanitizeRichText } from './html';
import { allows, viewPermissions } from './permissions';

export const PICKER_LIMIT = 50;
const MAX_QUERY = 100;
const MAX_SELECTED = 200;

export function checkQuery(context: ListContext, raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string' && typeof raw !== 'number')
    throw fail(context.language, 400, 'models.invalid_value', { field: 'query' });
  const query = String(raw).trim();
  if (query.length > MAX_QUERY) throw fail(context.language, 400, 'models.invalid_query', { max: MAX_QUERY });
  if (query.includes('\u0000')) throw fail(context.language, 400, 'models.invalid_value', { field: 'query' });
  return query;
}

function contains(column: string, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
}

function titleSearchColumns(model: Model): string[] {
  if (!Array.isArray(model.title)) {
    const title = model.title as Localized;
    return [title.en, title.ar];
  }
  return (model.title as readonly string[]).filter(
    (column) => column !== 'id' && model.storage[column]?.kind !== 'integer',
  );
}

function titleReadColumns(model: Model): string[] {
  return [
    ...new Set([
      'id',
      ...(Array.isArray(model.title)
        ? (model.title as readonly string[])
        : [(model.title as Localized).en, (model.title as Localized).ar]),
    ]),
  ];
}

/** Live rows of `model` whose title contains `query` (or whose id is `query`), at most `limit`. */
async function matchingRows(
  context: ListContext,
  model: Model,
  query: string,
  columns: string[],
  limit: number,
): Promise<Row[]> {
  let select = context.db.selectFrom(model.table).select(columns).where('deleted_at', 'is', null);
  if (query !== '') {
    const id = /^\d{1,15}$/.test(query) ? Number(query) : null;
    select = select.where((eb: ExpressionBuilder<any, any>) => {
      const terms: Expression<SqlBool>[] = titleSearchColumns(model).map((column) => contains(column, query));
      if (id !== null) terms.push(eb('id', '=', id));
      return terms.length > 0 ? eb.or(terms) : eb.lit(false);
    });
  }
  return (await select.orderBy('id', 'desc').limit(limit).execute()) as Row[];
}

/** The signed-in admin's own row when its title contains `query` (or `query` is its id). */
async function ownRowOnly(context: ListContext, admins: Model, query: string): Promise<Row[]> {
  const own = context.admin.id;
  const rows = await context.db
    .selectFrom(admins.table)
    .select(titleReadColumns(admins))
    .where('id', '=', own)
    .where('deleted_at', 'is', null)
    .execute();
  const needle = query.toLowerCase();
  return (rows as Row[]).filter(
    (row) =>
      query === String(own) ||
      titleSearchColumns(admins).some((column) =>
        String(row[column] ?? '')
          .toLowerCase()
          .includes(needle),
      ),
  );
}

/** A label → value map with duplicate labels told apart by their id. */
function labelMap(
  entries: Array<{ label: string; value: string | number; id?: number }>,
): Record<string, string | number> {
  const map: Record<string, string | number> = {};
  for (const entry of entries) {
    const label = entry.label in map ? `${entry.label} (#${entry.id ?? entry.value})` : entry.label;
    map[label] = entry.value;
  }
  return map;
}

export function pickerField(context: ListContext, model: Model, name: unknown): FieldSpec {
  const field = model.fields.find((candidate) => candidate.name === name);
  if (!field || !(field.remote || field.options || (field.type === 'varchar' && field.searchable))) {
    throw fail(context.language, 400, 'models.unknown_picker_field', { field: echoable(name) ?? '?' });
  }
  return field;
}

/** Field search: options of one filter whose label contains the query (one character at least). */
export async function fieldSearch(
  context: ListContext,
  model: Model,
  field: FieldSpec,
  query: string,
): Promise<Record<string, string | number>> {
  const { language } = context;
  if (query === '') return {};
  if (field.remote) {
    const target = findModel(field.remote)!;
    // Filter choices show rows of another model: only to who may view that model. Anyone may pick
    // themselves among the admins (a support admin's "assigned to me"), nobody else.
    const mayView = allows(context, viewPermissions(target));
    if (!mayView && target.name !== 'admins') return {};
    const found = await matchingRows(context, target, query, titleReadColumns(target), PICKER_LIMIT);
    const rows = mayView ? found : await ownRowOnly(context, target, query);
    return labelMap(
      rows.map((row) => ({ label: titleOf(target, row, language), value: Number(row.id), id: Number(row.id) })),
    );
  }
  if (field.options) {
    const needle = query.toLowerCase();
    const matches = field.options.filter(
      (option) => option.label.en.toLowerCase().includes(needle) || option.label.ar.includes(query),
    );
    return labelMap(
      matches.slice(0, PICKER_LIMIT).map((option) => ({ label: option.label[language], value: option.value })),
    );
  }
  const columns = field.columns ?? [field.column ?? field.name];
  const values = new Set<string>();
  for (const column of columns) {
    const rows = await context.db
      .selectFrom(model.table)
      .select(column)
      .distinct()
      .where('deleted_at', 'is', null)
      .where(contains(column, query))
      .orderBy(column)
      .limit(PICKER_LIMIT)
      .execute();
    rows.forEach((row) => row[column] !== null && values.size < PICKER_LIMIT && values.add(String(row[column])));
  }
  return Object.fromEntries([...values].map((value) => [value, value]));
}

export function parseSelected(context: ListContext, raw: unknown): number[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > MAX_SELECTED) throw fail(context.language, 400, 'models.invalid_value', { field: 'value' });
  return list.map((item) => {
    const id = typeof item === 'string' && /^\d{1,15}$/.test(item) ? Number(item) : item;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
      throw fail(context.language, 400, 'models.invalid_value', { field: 'value' });
    return id;
  });
}

/** Columns the list shows as HTML: their raw values are cleaned like HTML cells wherever they are sent. */
function htmlColumns(model: Model): Set<string> {
  const columns = new Set<string>();
  for (const header of model.headers) {
    if (header.type !== 'html' || header.relation) continue;
    if (typeof header.column === 'object')
      [header.column.en, header.column.ar].forEach((column) => columns.add(column));
    else columns.add(header.column ?? header.value);
  }
  return columns;
}

/** Public columns of a row (hidden ones never leave the server), numbers as numbers, HTML sanitised. */
export function publicItem(model: Model, row: Row): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  const html = htmlColumns(model);
  for (const [column, { kind }] of Object.entries(model.storage)) {
    if (model.hidden.includes(column)) continue;
    const value = row[column];
    if (
      value !== null &&
      value !== undefined &&
      (kind === 'decimal' || kind === 'coordinate' || kind === 'integer' || kind === 'flag')
    )
      item[column] = Number(value);
    else if (typeof value === 'string' && html.has(column)) item[column] = sanitizeRichText(value);
    else item[column] = value ?? null;
  }
  return item;
}

const VALUE_OF_KIND: Record<ColumnKind, JsonSchema> = {
  integer: { type: 'integer' },
  decimal: { type: 'number' },
  coordinate: { type: 'number' },
  flag: { enum: [0, 1] },
  string: str,
  text: str,
  timestamp: dateText,
  date: dateText,
};

/** The properties `publicItem` gives a row of `model`, each typed by its declared column kind. */
export function publicItemProperties(model: Model): Record<string, JsonSchema> {
  return Object.fromEntries(
    publicColumns(model).map((column) => {
      const { kind, nullable: mayBeNull } = model.storage[column];
      return [column, mayBeNull ? nullable(VALUE_OF_KIND[kind]) : VALUE_OF_KIND[kind]];
    }),
  );
}

/** A row of any model as `publicItem` gives it: at least its id, the columns depending on the model. */
export const anyPublicItemSchema = openShape({ id: { type: 'integer' } }, ['id']);

/** `fieldSearch`: label → value. */
export const fieldSearchSchema = mapOf({ type: ['string', 'number'] });

/** `searchPicker`: id → label, or id → the row's public columns with its label. */
export const searchPickerSchema: JsonSchema = {
  type: 'object',
  propertyNames: { pattern: '^[0-9]+$' },
  additionalProperties: {
    anyOf: [
      str,
      { ...anyPublicItemSchema, properties: { id: { type: 'integer' }, label: str }, required: ['id', 'label'] },
    ],
  },
};

export function publicColumns(model: Model): string[] {
  return Object.keys(model.storage).filter((column) => !model.hidden.includes(column));
}

/** Search picker: up to 50 live rows matching the query plus the selected ids, as id → label or id → object. */
export async function searchPicker(
  context: ListContext,
  model: Model,
  query: string,
  selected: number[],
  withObjects: boolean,
) {
  const columns = withObjects ? publicColumns(model) : titleReadColumns(model);
  const rows = await matchingRows(context, model, query, columns, PICKER_LIMIT);
  const seen = new Set(rows.map((row) => Number(row.id)));
  const missing = selected.filter((id) => !seen.has(id));
  if (missing.length > 0)
    rows.push(
      ...((await context.db.selectFrom(model.table).select(columns).where('id', 'in', missing).execute()) as Row[]),
    );
  const data: Record<string, unknown> = {};
  for (const row of rows) {
    const label = titleOf(model, row, context.language);
    data[String(row.id)] = withObjects ? { ...publicItem(model, row), label } : label;
  }
  return data;
}
