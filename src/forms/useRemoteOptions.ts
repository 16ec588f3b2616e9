// Options of a server-searched picker (search picker call): reloaded as the admin types (after a short
// pause) and whenever the chosen value changes (spec 4); every label seen is kept, so chosen rows keep
// their names when a later search does not return them.
import { useEffect, useRef, useState } from 'react';
import { searchOptions, type Option } from './formApi';

const SEARCH_DELAY_MS = 300;

export function useRemoteOptions(model: string, query: string, selected: readonly number[], known: readonly Option[]) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const labels = useRef(new Map<number, string>());
  known.forEach((option) => labels.current.set(option.id, option.label));

  // The ids stand for `selected`: a new array with the same ids is no change.
  const selectedKey = selected.join(',');
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      searchOptions(model, query, selected, controller.signal)
        .then((found) => {
          found.forEach((option) => labels.current.set(option.id, option.label));
          setOptions(found);
        })
        // Picker errors are logged only (spec 8).
        .catch((error: unknown) => !controller.signal.aborted && console.error(`The ${model} options could not be loaded.`, error))
        .finally(() => !controller.signal.aborted && setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [model, query, selectedKey]);

  const labelOf = (id: number): Option => ({ id, label: labels.current.get(id) ?? `#${id}` });
  return { options, loading, labelOf };
}
