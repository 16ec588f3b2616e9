// The unread support messages the menu shows: one number for the page, kept by <SupportNews/> and read
// by the menu's badges.
import { useSyncExternalStore } from 'react';

let unread: number | null = null;
const listeners = new Set<() => void>();

export function setSupportUnread(value: number | null): void {
  if (value === unread) return;
  unread = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSupportUnread(): number | null {
  return useSyncExternalStore(subscribe, () => unread);
}
