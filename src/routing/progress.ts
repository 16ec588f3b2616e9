// How many things a navigation is waiting for (lazy pages); the progress bar shows while any are.

type Listener = (pending: number) => void;

let pending = 0;
const listeners = new Set<Listener>();

const publish = () => listeners.forEach((listener) => listener(pending));

/** Marks one wait as started; call the returned function when it ends (idempotent). */
export function startProgress(): () => void {
  pending += 1;
  publish();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    publish();
  };
}

export function subscribeToProgress(listener: Listener): () => void {
  listeners.add(listener);
  listener(pending);
  return () => {
    listeners.delete(listener);
  };
}
