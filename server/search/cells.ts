// Table rows → the cells of the declared headers (links, status chips, amounts, sanitised HTML…).
import type { Kysely } from 'kysely';
import type { Language } from '../http/language';
import type { HeaderSpec, Localized, Model, OptionSpec, StatusColor } from '../models/define/types';
import { findModel } from '../models/registry';
import { assignTones, STATUS_TONES, type StatusTone } from '../../common/models/statusTones';
import type { JsonSchema } from '../http/schema';
import { int, listOf, mapOf, num, shape, str } from '../openapi/answers';
import { isSafeImageUrl, sanitizeRichText } from './html';
import type { ChangesCell } from '../../common/activity/changes';
import { changesInWords, parseChanges } from '../activity/change-words';

export type Row = Record<string, unknown>;
export interface LinkCell {
  route: string;
  id: number;
  label: string;
}
export interface StatusCell {
  label: string;
  color: StatusColor;
  /** The chip's colour from the 11-colour palette, distinct for each state of the list. */
  tone: StatusTone;
  value: string | number;
}
export type Cell = string | number | null | LinkCell | StatusCell | ChangesCell;

const STATUS_COLORS: StatusColor[] = ['default', 'primary', 'secondary', 'success', 'warning', 'error', 'info'];
const zeroOrOne: JsonSchema = { enum: [0, 1] };

/** Any list cell: text, number, null, a link or a status chip. */
export const cellSchema: JsonSchema = {
  anyOf: [
    str,
    num,
    { type: 'null' },
    shape({ route: str, id: int, label: str }),
    shape({
      label: str,
      color: { enum: STATUS_COLORS },
      tone: { enum: [...STATUS_TONES] },
      value: { type: ['string', 'number'] },
    }),
    shape({
      model: { type: ['string', 'null'] },
      records: listOf(shape({ id: int, label: str })),
      changes: { type: ['object', 'null'], additionalProperties: shape({ before: {}, after: {} }) },
      labels: mapOf(str),
    }),
  ],
};

/** A list row as `formatRow` gives it: `ID`, a cell per header, `enabled` and `is_trashed`. */
export const listRowSchema: JsonSchema = {
  type: 'object',
  required: ['ID', 'is_trashed'],
  properties: { ID: int, enabled: zeroOrOne, is_trashed: zeroOrOne },
  additionalProperties: cellSchema,
};

/** Related-row titles by model name, then id. */
export type RelationTitles = Map<string, Map<number, string>>;

const LOOKUP_CHUNK = 500;

export function titleColumns(model: Model, language: Language): string[] {
  return Array.isArray(model.title) ? [...(model.title as readonly string[])] : [(model.title as Localized)[language]];
}

/** A row's display name: its title columns joined (`#12` when the title is the id). */
export function titleOf(model: Model, row: Row, language: Language): string {
  if (!Array.isArray(model.title)) {
    const title = model.title as Localized;
    return String(row[title[language]] ?? row[title.en] ?? '');
  }
  return (model.title as readonly string[])
    .map((column) => (column === 'id' ? `#${row.id}` : row[column]))
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' ');
}

/** Columns a list must read to render its headers in `language`. */
export function listColumns(model: Model, language: Language): string[] {
  const columns = new Set<string>(['id', 'deleted_at']);
  if (model.enabled) columns.add('enabled');
  for (const header of model.headers) {
    if (header.relation) columns.add(header.relation.key);
    else if (header.concat) header.concat.forEach((column) => columns.add(column));
    else if (header.type === 'changes') ['model', 'row_ids', header.value].forEach((column) => columns.add(column));
    else if (typeof header.column === 'object') columns.add(header.column[language]);
    else columns.add(header.column ?? header.value);
  }
  return [...columns];
}

/** Looks up the titles of every related row the given rows point to, a chunk of ids per query. */
export async function loadRelationTitles(
  db: Kysely<any>,
  model: Model,
  rows: readonly Row[],
  language: Language,
): Promise<RelationTitles> {
  const wanted = new Map<string, Set<number>>();
  for (const header of model.headers) {
    if (!header.relation) continue;
    const ids = wanted.get(header.relation.model) ?? new Set<number>();
    for (const row of rows) {
      const id = row[header.relation.key];
      if (id !== null && id !== undefined) ids.add(Number(id));
    }
    wanted.set(header.relation.model, ids);
  }
  // A `changes` column names the records of its row's model by title.
  if (model.headers.some((header) => header.type === 'changes')) {
    for (const row of rows) {
      const named = typeof row.model === 'string' ? findModel(row.model) : undefined;
      if (!named) continue;
      const ids = wanted.get(named.name) ?? new Set<number>();
      for (const id of rowIdsOf(row)) ids.add(id);
      wanted.set(named.name, ids);
    }
  }
  const titles: RelationTitles = new Map();
  for (const [name, idSet] of wanted) {
    const target = findModel(name)!;
    const columns = [...new Set(['id', ...titleColumns(target, language), ...titleColumns(target, 'en')])];
    const byId = new Map<number, string>();
    const ids = [...idSet];
    for (let start = 0; start < ids.length; start += LOOKUP_CHUNK) {
      const related = await db
        .selectFrom(target.table)
        .select(columns)
        .where('id', 'in', ids.slice(start, start + LOOKUP_CHUNK))
        .execute();
      for (const row of related) byId.set(Number(row.id), titleOf(target, row, language));
    }
    titles.set(name, byId);
  }
  return titles;
}

/** The ids an activity-log row names (`row_ids`, a comma-separated list). */
function rowIdsOf(row: Row): number[] {
  return String(row.row_ids ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

function changesCell(row: Row, language: Language, titles: RelationTitles): ChangesCell {
  const model = typeof row.model === 'string' && row.model !== '' ? row.model : null;
  const named = model ? titles.get(model) : undefined;
  return {
    model,
    records: rowIdsOf(row).map((id) => ({ id, label: named?.get(id) ?? `#${id}` })),
    ...changesInWords(model, language, parseChanges(row.changes)),
  };
}

function sourceValue(header: HeaderSpec, row: Row, language: Language): unknown {
  if (header.concat) {
    return header.concat
      .map((column) => row[column])
      .filter((value) => value !== null && value !== undefined && value !== '')
      .join(' ');
  }
  if (typeof header.column === 'object') return row[header.column[language]] ?? row[header.column.en];
  return row[header.column ?? header.value];
}

/** Each option list's tones, worked out once per list (lists are module constants). */
const tonesOfLists = new WeakMap<readonly OptionSpec[], StatusTone[]>();

function tonesOf(options: readonly OptionSpec[]): StatusTone[] {
  let tones = tonesOfLists.get(options);
  if (!tones) {
    tones = assignTones(options);
    tonesOfLists.set(options, tones);
  }
  return tones;
}

function statusCell(options: readonly OptionSpec[], value: unknown, language: Language): StatusCell | null {
  if (value === null || value === undefined) return null;
  const index = options.findIndex((candidate) => String(candidate.value) === String(value));
  if (index < 0) return { label: String(value), color: 'default', tone: 'grey', value: String(value) };
  const option = options[index] as OptionSpec;
  return {
    label: option.label[language],
    color: option.color ?? 'default',
    tone: tonesOf(options)[index] as StatusTone,
    value: option.value,
  };
}

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function cellOf(model: Model, header: HeaderSpec, row: Row, language: Language, titles: RelationTitles): Cell {
  if (header.relation) {
    const id = row[header.relation.key];
    if (id === null || id === undefined) return null;
    const label = titles.get(header.relation.model)?.get(Number(id)) ?? `#${id}`;
    if (header.type !== 'link') return label;
    return { route: findModel(header.relation.model)!.detailsRoute!, id: Number(id), label };
  }
  if (header.type === 'changes') return changesCell(row, language, titles);
  const value = sourceValue(header, row, language);
  if (header.modelLabel && typeof value === 'string') return findModel(value)?.label[language] ?? value;
  switch (header.type) {
    case 'link':
      return {
        route: model.detailsRoute!,
        id: Number(row.id),
        label: value === null || value === undefined ? `#${row.id}` : String(value),
      };
    case 'status':
      return statusCell(header.options ?? [], value, language);
    case 'html':
      return value === null || value === undefined ? null : sanitizeRichText(String(value));
    case 'amount': {
      const number = numberOrNull(value);
      return number === null ? null : number.toFixed(2);
    }
    case 'rating':
    case 'number':
      return numberOrNull(value);
    case 'boolean':
      return Number(value) ? 1 : 0;
    case 'image':
      return isSafeImageUrl(value) ? value : null;
    case 'date':
    case 'datetime':
    case 'text':
      return value === null || value === undefined ? null : String(value);
  }
}

/** A list row: `ID`, every header's cell, then `enabled` and `is_trashed` where the model has them. */
export function formatRow(model: Model, row: Row, language: Language, titles: RelationTitles): Record<string, Cell> {
  const formatted: Record<string, Cell> = { ID: Number(row.id) };
  for (const header of model.headers) formatted[header.value] = cellOf(model, header, row, language, titles);
  if (model.enabled) formatted.enabled = Number(row.enabled) ? 1 : 0;
  formatted.is_trashed = row.deleted_at === null || row.deleted_at === undefined ? 0 : 1;
  return formatted;
}
