// The rules run over the whole form (an end date depends on its start), so a change re-checks every
// field whose message shows: the fields left once, and all of them after a save attempt. react-hook-form
// alone would re-check only the field that changed.
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';

export function RecheckOnChange() {
  const { watch, trigger, formState } = useFormContext();
  const shown = useRef({ isSubmitted: false, touched: [] as string[] });
  // Read during render, which also keeps react-hook-form updating them.
  shown.current = { isSubmitted: formState.isSubmitted, touched: Object.keys(formState.touchedFields) };
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      const { isSubmitted, touched } = shown.current;
      const others = touched.filter((field) => field !== name);
      if (isSubmitted) void trigger();
      else if (others.length > 0) void trigger(others);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger]);
  return null;
}
