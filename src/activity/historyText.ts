// How a history entry's change reads: a field's label (the record's column title where the list has one)
// and its values before → after in the admin's language; hidden secrets and empty values say so.
import type { TranslateFunction } from 'react-admin';
import type { ActivityEntry } from '../../common/activity/entry';

export interface HistoryEntry extends ActivityEntry {
  /** The changed fields' titles in the admin's language, where the server names them. */
  labels?: Record<string, string>;
}

const HIDDEN = '[hidden]';

/** An action in words (`activity.actions.plan_save` → `Plan saved`); one the admin does not know, as sent. */
export function actionText(translate: TranslateFunction, action: string, fallback?: string): string {
  return translate(`activity.actions.${action}`, { _: fallback ?? action });
}

/** The field's title (or `first_name` → `First name` for one nobody titles), starting with a capital. */
export function fieldLabel(field: string, labels: Readonly<Record<string, string>> = {}): string {
  const words = labels[field] ?? field.replace(/[_.-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function valueText(translate: TranslateFunction, value: unknown): string {
  if (value === HIDDEN) return translate('activity.hidden');
  if (value === null || value === undefined || value === '') return translate('activity.empty');
  if (value === true) return translate('activity.yes');
  if (value === false) return translate('activity.no');
  if (Array.isArray(value)) return value.map((item) => valueText(translate, item)).join('، ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Each changed field as one line: `Last name: Admin → Changed`. */
export function changeLines(
  translate: TranslateFunction,
  changes: HistoryEntry['changes'],
  labels: Readonly<Record<string, string>> = {},
): string[] {
  return Object.entries(changes ?? {}).map(([field, { before, after }]) =>
    translate('activity.change', {
      field: fieldLabel(field, labels),
      before: valueText(translate, before),
      after: valueText(translate, after),
    }),
  );
}
