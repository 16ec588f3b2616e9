// A part of the admin that fails to load (Vite's `vite:preloadError`: a dynamic import or its stylesheet
// was refused), most often because a release replaced the chunk files the open page still names. The page
// reloads once to fetch the new version; a failure again soon after shows the update message instead, so
// a chunk that keeps failing cannot make the page reload over and over (spec 8, script chunk failure).

/** sessionStorage key: when this tab last reloaded for a failed chunk (ms since the epoch). */
export const RELOADED_AT_KEY = 'app.reloaded_for_update_at';

/** A failure within this time of the last reload is not answered by another reload. */
export const RELOAD_GUARD_MS = 60_000;

export type NewVersionState = 'none' | 'reloading' | 'failed';

let state: NewVersionState = 'none';
const listeners = new Set<() => void>();

function setState(next: NewVersionState) {
  state = next;
  for (const listener of listeners) listener();
}

export const newVersionState = {
  get: (): NewVersionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function reloadedRecently(now: number): boolean {
  try {
    const at = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    return Number.isFinite(at) && at > 0 && now - at < RELOAD_GUARD_MS;
  } catch {
    return true; // storage blocked: no guard against a loop, so no automatic reload
  }
}

function markReload(now: number) {
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // unreachable: reloadedRecently already answered true
  }
}

interface WatchOptions {
  /** Reloads the page (the browser's own reload; tests pass theirs). */
  reload?: () => void;
  now?: () => number;
}

/** Answers every failed chunk of the page; returns the way to stop. */
export function watchForNewVersion({
  reload = () => window.location.reload(),
  now = Date.now,
}: WatchOptions = {}): () => void {
  const onFailure = () => {
    if (state !== 'none') return;
    const time = now();
    if (reloadedRecently(time)) {
      setState('failed');
      return;
    }
    markReload(time);
    setState('reloading');
    reload();
  };
  window.addEventListener('vite:preloadError', onFailure);
  return () => window.removeEventListener('vite:preloadError', onFailure);
}

/** Back to no failure (tests). */
export function resetNewVersionState() {
  setState('none');
}
