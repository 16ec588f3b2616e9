// Whether the server lets visitors sign up (GET session/options), for the login and sign-up pages.
import { useEffect, useState } from 'react';
import { request } from '../../providers/http';

interface SessionOptions {
  sign_up: boolean;
}

/**
 * True unless the server answers that sign-up is off: while the answer is pending, or when the call fails,
 * the pages look as they always did, and the server still refuses a sign-up it does not allow.
 */
export function useSignUpOpen(): boolean {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    // Quiet: a failure here is no news for the visitor, the pages simply keep their default.
    request<SessionOptions>('session/options', { quiet: true, signal: controller.signal })
      .then((answer) => setOpen(answer.data?.sign_up !== false))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return open;
}
