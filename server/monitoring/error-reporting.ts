// The server's own 5xx reported with @sentry/node when SENTRY_DSN is set (off when empty), each event
// scrubbed of tokens and personal data (common/monitoring/scrub.ts) and tagged with the release.
import { scrubEvent } from '../../common/monitoring/scrub';

type Reporter = (error: unknown, context: Record<string, unknown>) => void;
let reporter: Reporter | null = null;

/** Who receives the server's unexpected errors (null: nobody); tests put a recorder here. */
export function setErrorReporter(next: Reporter | null): void {
  reporter = next;
}

/** Starts reporting when a DSN is given; resolves false when reporting is off. */
export async function startServerErrorReporting(dsn: string | undefined, release: string): Promise<boolean> {
  const target = dsn?.trim() ?? '';
  if (target === '') return false;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: target,
    release,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
  });
  setErrorReporter((error, context) => Sentry.captureException(error, { extra: context }));
  return true;
}

/** Reports an unexpected error of a request (method and route only, never the body or the headers). */
export function reportServerError(error: unknown, context: Record<string, unknown>): void {
  try {
    reporter?.(error, scrubEvent(context));
  } catch {
    // Reporting must never turn one failure into two.
  }
}
