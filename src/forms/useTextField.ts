// Props of a text input bound to a form field: value, change, leave, and its rule (or hint) under it.
import { useTranslate } from 'react-admin';
import { problemText } from './problemText';
import type { Problem } from '../../common/forms/problems';

interface BoundForm<V> {
  values: V;
  setField<K extends keyof V>(field: K, value: V[K]): void;
  touch(field: string): void;
  problemOf(field: string): Problem | undefined;
}

/** `bind('code', label, { hint, transform })` → props for an MUI TextField holding text; `scope`: see problemText. */
export function useTextField<V extends object>(form: BoundForm<V>, scope?: string) {
  const translate = useTranslate();
  return function bind<K extends keyof V & string>(field: K, label: string, options: { hint?: string; transform?(text: string): string } = {}) {
    const error = problemText(translate, form.problemOf(field), scope);
    return {
      id: `field-${field}`,
      name: field,
      label,
      value: String(form.values[field] ?? ''),
      onChange: (event: { target: { value: string } }) =>
        form.setField(field, (options.transform ? options.transform(event.target.value) : event.target.value) as V[K]),
      onBlur: () => form.touch(field),
      error: Boolean(error),
      helperText: error ?? options.hint ?? ' ',
      fullWidth: true,
    };
  };
}
