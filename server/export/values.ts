// List cells → plain export values: numbers and dates stay typed, everything else becomes text.
import type { Language } from '../http/language';
import { translate } from '../http/language';
import type { CellType } from '../models/define/types';
import type { Cell, LinkCell, StatusCell } from '../search/cells';
import { htmlToText } from '../search/html';

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
    case 'image':
    case 'text':
      return typeof cell === 'object' ? JSON.stringify(cell) : String(cell);
  }
}
