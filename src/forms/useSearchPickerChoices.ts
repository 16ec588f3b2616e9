// Choices of a server-searched picker: reloaded as the admin types (react-admin's AutocompleteInput calls
// `setFilter` after a pause) and whenever the chosen ids change (spec 4). Every label seen is kept, so
// chosen rows keep their names when a later search does not return them.
import { useEffect, useMemo, useRef, useState } from 'react';
import { type PickerChoice, searchPickerChoices } from './searchPicker';

export function useSearchPickerChoices(model: string, selected: readonly number[], known: readonly PickerChoice[]) {
  const [query, setFilter] = useState('');
  const [found, setFound] = useState<PickerChoice[]>([]);
  const [loading, setLoading] = useState(false);
  const labels = useRef(new Map<number, string>());
  for (const choice of known) labels.current.set(choice.id, choice.label);

  // The ids stand for `selected`: a new array with the same ids is no change.
  const selectedKey = selected.join(',');
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    searchPickerChoices(model, query, selected, controller.signal)
      .then((choices) => {
        for (const choice of choices) labels.current.set(choice.id, choice.label);
        setFound(choices);
      })
      .catch(
        (error: unknown) =>
          !controller.signal.aborted && console.error(`The ${model} options could not be loaded.`, error),
      )
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [model, query, selectedKey]);

  // The search's rows, plus the chosen ones so the input can name them.
  const choices = useMemo(() => {
    const ids = new Set(found.map((choice) => choice.id));
    const chosen = selected
      .filter((id) => !ids.has(id))
      .map((id) => ({ id, label: labels.current.get(id) ?? `#${id}` }));
    return [...found, ...chosen];
  }, [found, selectedKey]);

  return { choices, loading, setFilter };
}
