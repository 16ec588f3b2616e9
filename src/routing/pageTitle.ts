// The title of the screen on show, for the app bar: set by each screen through useDocumentTitle, so the
// bar and the browser tab always agree. The screen mounted last wins; leaving it brings back the one
// below (a dialog page over a list, say).
import { useSyncExternalStore } from 'react';

const titles: Array<{ title: string }> = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Shows `title` until the returned function is called. */
export function showPageTitle(title: string): () => void {
  const entry = { title };
  titles.push(entry);
  notify();
  return () => {
    const index = titles.indexOf(entry);
    if (index >= 0) titles.splice(index, 1);
    notify();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => titles.at(-1)?.title ?? null;

/** The title of the screen on show, null when it has none. */
export function usePageTitle(): string | null {
  return useSyncExternalStore(subscribe, current, current);
}
