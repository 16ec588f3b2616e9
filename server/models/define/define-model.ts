// defineModel: fills a declaration's defaults and derives its stored columns.
import type { ColumnDeclaration, ColumnKind, Model, ModelDeclaration } from './types';

/** Columns every model table has; `enabled` only when the declaration says so. */
export const STANDARD_COLUMNS: Record<string, ColumnDeclaration> = {
  id: 'integer',
  created_at: 'timestamp',
  updated_at: 'timestamp',
  deleted_at: 'timestamp?',
};

export function parseColumn(declaration: ColumnDeclaration): { kind: ColumnKind; nullable: boolean } {
  const nullable = declaration.endsWith('?');
  return { kind: (nullable ? declaration.slice(0, -1) : declaration) as ColumnKind, nullable };
}

// The results of defineModel, so the registry can tell a model file's default export from anything else.
const defined = new WeakSet<object>();

export function isDefinedModel(value: unknown): value is Model {
  return typeof value === 'object' && value !== null && defined.has(value);
}

export function defineModel(declaration: ModelDeclaration): Model {
  const declared: Record<string, ColumnDeclaration> = {
    ...STANDARD_COLUMNS,
    ...(declaration.enabled ? { enabled: 'flag' as const } : {}),
    ...declaration.columns,
  };
  const storage = Object.fromEntries(Object.entries(declared).map(([name, column]) => [name, parseColumn(column)]));
  const model: Model = {
    ...declaration,
    switches: { notable: true, deletable: true, chartable: true, ...declaration.switches },
    fields: declaration.fields ?? [],
    ranges: declaration.ranges ?? [],
    totals: declaration.totals ?? [],
    actions: declaration.actions ?? [],
    hidden: declaration.hidden ?? [],
    indexes: declaration.indexes ?? [],
    defaultSort: declaration.defaultSort ?? { column: 'id', desc: true },
    storage,
  };
  defined.add(model);
  return model;
}
