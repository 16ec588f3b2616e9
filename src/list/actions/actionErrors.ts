// Texts of failed row and bulk actions (spec 8), as message keys or the server's own text.

/** What the error dialog shows: the server's text when it sent one, else one of our messages. */
export type ErrorText = { text: string } | { key: string; options?: Record<string, unknown> };

/** Actions whose bulk failure has no text of its own: 'An error occurred'. */
const TOGGLES = new Set(['enable', 'disable']);

function bodyOf(error: unknown): Record<string, unknown> | null {
  if (typeof error !== 'object' || error === null) return null;
  const body = (error as { body?: unknown }).body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The server's error text. Its envelope carries the text in `message`; an `error` field, which other
 * backends of the contract may send, is preferred when present.
 */
export function serverErrorText(error: unknown): string | null {
  const body = bodyOf(error);
  return body ? (textOf(body.error) ?? textOf(body.message)) : null;
}

/**
 * Bulk: the server's text, else 'An error occurred during deletion / restoration / {label}' for
 * delete, restore and the server's own actions, else 'An error occurred' (enable, disable).
 */
export function bulkErrorText(action: string, error: unknown, label?: string): ErrorText {
  const text = serverErrorText(error);
  if (text) return { text };
  if (action === 'delete') return { key: 'list.errors.deletion' };
  if (action === 'restore') return { key: 'list.errors.restoration' };
  if (TOGGLES.has(action)) return { key: 'list.errors.generic' };
  return { key: 'list.errors.custom', options: { action: label ?? action } };
}

/**
 * Single row: the server's error, else its message, else 'An error occurred'. Restore shows the
 * `error` field only (spec 8): its `message` is not meant as the failure's explanation.
 */
export function singleErrorText(action: string, error: unknown): ErrorText {
  const text = action === 'restore' ? textOf(bodyOf(error)?.error) : serverErrorText(error);
  return text ? { text } : { key: 'list.errors.generic' };
}
