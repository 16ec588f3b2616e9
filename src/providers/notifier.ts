// A tiny event bus for toasts raised outside React (the http helper). <NotifierBridge/> hands them to
// react-admin's notifications; the session pages and the admin each mount one.

export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  /** A translation key or already translated text (react-admin translates it when it is a key). */
  message: string;
  type: ToastType;
  autoHideDuration: number;
  messageArgs?: Record<string, unknown>;
  multiLine?: boolean;
}

export type ToastListener = (toast: Toast) => void;

interface Receiver {
  listener: ToastListener;
  /** Stays the same while one bridge re-subscribes (React's strict mode runs effects twice). */
  owner: object;
}

interface Shown {
  toast: Toast;
  until: number;
  owner: object;
}

let receiver: Receiver | null = null;
let waiting: Toast[] = [];
let shown: Shown[] = [];

function deliver(toast: Toast): void {
  if (!receiver) return;
  receiver.listener(toast);
  const now = Date.now();
  shown = [
    ...shown.filter((item) => item.until > now),
    { toast, until: now + toast.autoHideDuration, owner: receiver.owner },
  ];
}

/** Shows a toast now, or as soon as a bridge is mounted. */
export function showToast(toast: Toast): void {
  if (receiver) deliver(toast);
  else waiting.push(toast);
}

/**
 * Makes `listener` the one receiver of toasts. Toasts still on screen when the previous receiver left
 * (e.g. 'Need to login!' raised by the admin just before it gave way to the login page) are shown again
 * for the time they had left, then the waiting ones.
 */
export function subscribeToToasts(listener: ToastListener, owner: object = listener): () => void {
  const current: Receiver = { listener, owner };
  receiver = current;
  const now = Date.now();
  const carried = shown
    .filter((item) => item.owner !== owner && item.until - now >= 1000)
    .map((item) => ({ ...item.toast, autoHideDuration: item.until - now }));
  const queued = waiting;
  shown = shown.filter((item) => item.owner === owner);
  waiting = [];
  [...carried, ...queued].forEach(deliver);
  return () => {
    if (receiver === current) receiver = null;
  };
}

/** Forgets every toast (tests). */
export function resetToasts(): void {
  receiver = null;
  waiting = [];
  shown = [];
}
