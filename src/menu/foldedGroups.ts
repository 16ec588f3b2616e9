// Which menu groups the admin has folded, kept in localStorage under `shell.menu.folded` so the menu
// looks the same on the next visit. Groups are open until folded.
import { useSyncExternalStore } from 'react';

const FOLDED_KEY = 'shell.menu.folded';
const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cached: ReadonlySet<string> = new Set();

function readStored(): string | null {
  try {
    return localStorage.getItem(FOLDED_KEY);
  } catch {
    return null;
  }
}

/** The same set until the stored text changes, as useSyncExternalStore requires. */
function foldedGroups(): ReadonlySet<string> {
  const text = readStored();
  if (text !== cachedText) {
    cachedText = text;
    try {
      const parsed: unknown = text ? JSON.parse(text) : [];
      cached = new Set(Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : []);
    } catch {
      cached = new Set();
    }
  }
  return cached;
}

export function setGroupFolded(key: string, folded: boolean): void {
  const next = new Set(foldedGroups());
  if (folded) next.add(key);
  else next.delete(key);
  try {
    localStorage.setItem(FOLDED_KEY, JSON.stringify([...next]));
  } catch {
    // Storage full or denied: the fold still applies until the page reloads.
    cached = next;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: ReadonlySet<string> = new Set();

export function useFoldedGroups(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, foldedGroups, () => NONE);
}
