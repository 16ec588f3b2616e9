// List cells → plain export values: numbers and dates stay typed, everything else becomes text.
import type { Language } from '../http/language';
import { translate } from '../http/language';
import type { CellType } from '../models/define/types';
import type { Cell, LinkCell, StatusCell } from '../search/cells';
import { htmlToText } from '../search/html';
import type { ChangesCell } from '../../common/activity/changes';

export type ExportValue = string | number | Date | null;

export interface ExportColumn {
  key: string;
  title: string;
  type: CellType | 'id';
}

function parseDate(value: string, type: 'date' | 'datetime'): Date | null {
  const time = Date.parse(type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** The records by title, then each change as `Title: before → after`, one per line. */
function changesText(cell: ChangesCell): string {
  const shown = (value: unknown) =>
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const lines = Object.entries(cell.changes ?? {}).map(
    ([field, { before, after }]) => `${cell.labels[field] ?? field}: ${shown(before)} → ${shown(after)}`,
  );
  return [cell.records.map((record) => record.label).join(', '), ...lines].filter((line) => line !== '').join('\n');
}

export function exportValue(column: ExportColumn, cell: Cell | undefined, language: Language): ExportValue {
  if (cell === null || cell === undefined) return null;
  switch (column.type) {
    case 'link':
      return (cell as LinkCell).label;
    case 'status':
      return (cell as StatusCell).label;
    case 'html':
      return htmlToText(String(cell));
    case 'id':
    case 'amount':
    case 'number':
    case 'rating': {
      const number = Number(cell);
      return Number.isFinite(number) ? number : null;
    }
    case 'date':
    case 'datetime':
      return parseDate(String(cell), column.type);
    case 'boolean':
      return translate(language, Number(cell) ? 'models.yes' : 'models.no');
    case 'changes':
      return changesText(cell as ChangesCell);
    case 'image':
    case 'text':
      return typeof cell === 'object' ? JSON.stringify(cell) : String(cell);
  }
}
