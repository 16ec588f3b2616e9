// A column's class names, which give it its width and wrapping by content type (resultsSx.ts): numbers
// end-aligned, dates, statuses and codes on one line, text wrapping only past a readable width; the
// first column stays in view while a wide table scrolls sideways.
import { NUMERIC_TYPES } from '../format';
import type { Header } from '../types';

const ONE_LINE_TYPES: ReadonlySet<string> = new Set(['date', 'datetime', 'status', 'boolean', 'rating', 'link']);

export function columnClassName(column: Header, index: number): string {
  const type = column.type ?? 'text';
  const classes = [NUMERIC_TYPES.has(type) ? 'numeric' : ONE_LINE_TYPES.has(type) ? 'one-line' : `type-${type}`];
  if (index === 0) classes.push('first-column');
  return classes.join(' ');
}
