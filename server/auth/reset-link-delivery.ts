// Getting a password reset link to its admin. There is no mail service yet: a mailer plugs in here with
// `setResetLinkMailer`. Until one does, demo mode writes the link to the server log, and outside demo
// mode the request is only noted (the link is never logged where real accounts live).

export interface ResetLinkMessage {
  adminId: number;
  email: string;
  firstName: string;
  /** The admin's reset page: `/session/reset-password?token=…&email=…` (relative to the admin's origin). */
  link: string;
  expiresAt: string;
  /** The language of the request, for the mail's text. */
  language: 'en' | 'ar';
}

export type ResetLinkMailer = (message: ResetLinkMessage) => Promise<void> | void;

/** The part of the request logger this module writes to. */
export interface DeliveryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const RESET_PAGE_PATH = '/session/reset-password';

let mailer: ResetLinkMailer | null = null;

/** Installs the mailer that sends reset links (null removes it). */
export function setResetLinkMailer(next: ResetLinkMailer | null): void {
  mailer = next;
}

export function resetLink(token: string, email: string): string {
  return `${RESET_PAGE_PATH}?${new URLSearchParams({ token, email }).toString()}`;
}

/** Never throws: the visitor's answer is the same whether or not the link could be delivered. */
export async function deliverResetLink(message: ResetLinkMessage, log: DeliveryLog, demoMode: boolean): Promise<void> {
  if (mailer) {
    try {
      await mailer(message);
    } catch (err) {
      log.error({ err, adminId: message.adminId }, 'the password reset link could not be sent');
    }
    return;
  }
  if (demoMode) {
    log.info(
      { adminId: message.adminId, email: message.email, resetLink: message.link, expiresAt: message.expiresAt },
      'password reset link (demo mode: no mail service)',
    );
    return;
  }
  log.warn(
    { adminId: message.adminId },
    'password reset requested, but no mail service is configured to send the link',
  );
}
