// The answer schema of a model's row as publicItem/presentItem send it: `ID`, then every public column typed
// by its declared kind (numbers as numbers, flags 0/1, timestamps and dates as text), null where the column
// may be empty. Routes answering a model's row document it with this (server/openapi/answers.ts builders).
import type { JsonSchema } from '../http/schema';
import type { ColumnKind, Model } from '../models/define/types';
import { publicColumns } from './pickers';

const BY_KIND: Record<ColumnKind, JsonSchema> = {
  integer: { type: 'integer' },
  decimal: { type: 'number' },
  coordinate: { type: 'number' },
  string: { type: 'string' },
  text: { type: 'string' },
  timestamp: { type: 'string' },
  date: { type: 'string' },
  flag: { enum: [0, 1] },
};

/** One public column of a model, as publicItem sends it. */
export function columnSchema(model: Model, column: string): JsonSchema {
  const { kind, nullable } = model.storage[column];
  return nullable ? { anyOf: [BY_KIND[kind], { type: 'null' }] } : BY_KIND[kind];
}

/** A row of `model` as presentItem sends it, with `extra` properties some answers add. */
export function itemSchema(model: Model, extra: Record<string, JsonSchema> = {}): JsonSchema {
  const properties: Record<string, JsonSchema> = { ID: { type: 'integer' } };
  for (const column of publicColumns(model)) properties[column] = columnSchema(model, column);
  Object.assign(properties, extra);
  return { type: 'object', additionalProperties: false, properties, required: Object.keys(properties) };
}
