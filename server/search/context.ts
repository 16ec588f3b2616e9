// What every list operation needs from the request, and the one way they fail.
import type { Kysely } from 'kysely';
import type { SignedInAdmin } from '../auth/guard';
import { HttpError } from '../http/errors';
import { translate, type Language, type MessageParams } from '../http/language';

export interface ListContext {
  db: Kysely<any>;
  dialect: 'sqlite' | 'postgres';
  language: Language;
  admin: SignedInAdmin;
  /** A search matching about this many rows or more is answered estimated (absent: always exact). */
  estimateAbove?: number;
  /** false where the database has no text-index tables (sql.js has no FTS5). */
  textIndexes?: boolean;
  /** Sends a live event (absent where nobody listens, as in the demo backend). */
  publish?: (channel: string, event: string, data: unknown) => Promise<void>;
}

/** An HttpError whose message is already translated (it then passes the error handler unchanged). */
export function fail(language: Language, status: number, key: string, params?: MessageParams): HttpError {
  return new HttpError(status, translate(language, key, params));
}

/** A client-sent name, echoed in messages only when it is plainly a name (never markup or SQL). */
export function echoable(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(value) ? value : null;
}
