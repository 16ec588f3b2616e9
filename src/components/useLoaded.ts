// A screen's read from the API: its answer once it came, or that it failed (logged as `what could not be
// loaded`); an answer that arrives after the screen closed or asked again (new `deps`) is dropped.
import { type DependencyList, useEffect, useState } from 'react';

interface Loaded<T> {
  /** null until the first answer. */
  data: T | null;
  failed: boolean;
}

export function useLoaded<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  what: string,
  /** Forget the previous answer while asking again (another record's answer would mislead). */
  { forget = false }: { forget?: boolean } = {},
): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ data: null, failed: false });
  useEffect(() => {
    let current = true;
    setState((held) => ({ data: forget ? null : held.data, failed: false }));
    load().then(
      (data) => current && setState({ data, failed: false }),
      (error: unknown) => {
        console.error(`${what} could not be loaded.`, error);
        if (current) setState((held) => ({ ...held, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, deps);
  return state;
}
