// The previous value for as long as each new one is equal in content: every server answer and every URL
// change brings the same fields, filters and totals as new objects, and the memoised parts of the list
// screen would otherwise redraw for each of them.
import { useMemo } from 'react';

export function useEqualValue<T>(value: T): T {
  const key = JSON.stringify(value);
  // The content is the dependency.
  return useMemo(() => value, [key]);
}
