// The text of the save error dialog (spec 8).
import { HttpError } from '../providers/http';

/**
 * The first message of the first field in the answer's errors, else the answer's message, else null
 * (the dialog shows 'Unknown error').
 */
export function saveErrorText(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  const body = (error.body ?? {}) as { errors?: unknown; message?: unknown };
  const errors =
    body.errors && typeof body.errors === 'object' ? Object.values(body.errors as Record<string, unknown>) : [];
  const first = errors[0];
  const firstMessage = Array.isArray(first) ? first[0] : first;
  if (typeof firstMessage === 'string' && firstMessage !== '') return firstMessage;
  return typeof body.message === 'string' && body.message !== '' ? body.message : null;
}
