// Error reports with @sentry/react, only when VITE_SENTRY_DSN is set at build time (off when empty): the
// SDK loads on its own after start, so the admin's first download does not grow. Every event passes
// through scrubEvent (no tokens or personal data) and carries the release.
import { scrubEvent } from '../../common/monitoring/scrub';
import { SHELL } from '../config';

export const SENTRY_DSN = String(import.meta.env.VITE_SENTRY_DSN ?? '').trim();
/** The release tag of reports and of the error page. */
export const RELEASE = String(import.meta.env.VITE_RELEASE ?? '').trim() || `fitness-admin@${SHELL.version}`;

type Capture = (error: unknown, context?: Record<string, unknown>) => void;
let capture: Capture | null = null;

/** Starts reporting when a DSN is given; resolves false when reporting is off. */
export async function startErrorReporting(dsn: string = SENTRY_DSN): Promise<boolean> {
  if (dsn === '') return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    release: RELEASE,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
  });
  capture = (error, context) => Sentry.captureException(error, context ? { extra: context } : undefined);
  return true;
}

/** Reports an error when reporting is on; does nothing otherwise. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  capture?.(error, context);
}
