// A form's state: values, which fields show their rule, loading an existing item, and saving (success
// notice then the list; failure the error dialog; broken rules the missing-fields warning).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useBasename, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Problem, ProblemMap } from '../../common/forms/problems';
import { saveErrorText, type FormItem } from './formApi';
import { localToday } from './formValues';

/** How long the success notice stays (spec 9). */
export const SUCCESS_NOTICE_MS = 1500;

export interface ModelFormConfig<V> {
  /** The list the form returns to, under /default (e.g. `coupons`). */
  listPath: string;
  /** What the console calls the item when its load fails, e.g. `discount` (default `item`). */
  itemName?: string;
  empty: V;
  load(id: string, signal: AbortSignal): Promise<FormItem>;
  save(id: string | undefined, payload: Record<string, unknown>): Promise<unknown>;
  fromItem(item: FormItem): V;
  toPayload(values: V): Record<string, unknown>;
  /** The same rules the server applies (server/forms/<form>/rules.ts). */
  check(values: V, context: { today: string; item: FormItem | null }): ProblemMap;
}

export interface SaveFailure {
  /** The server's text, or null for 'Unknown error'. */
  text: string | null;
}

export function useModelForm<V extends object>(config: ModelFormConfig<V>, id: string | undefined) {
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const [values, setValues] = useState<V>(config.empty);
  const [item, setItem] = useState<FormItem | null>(null);
  const [loading, setLoading] = useState(Boolean(id));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [missingFields, setMissingFields] = useState(false);
  /** Save attempts the rules stopped; each one sends focus to the first field with a problem. */
  const [blockedSaves, setBlockedSaves] = useState(0);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    setLoading(true);
    config
      .load(id, controller.signal)
      .then((loaded) => {
        setItem(loaded);
        setValues(config.fromItem(loaded));
      })
      .catch((error: unknown) => {
        // Logged only (spec 8); the form stays usable.
        if (!controller.signal.aborted) console.error(`The ${config.itemName ?? 'item'} could not be loaded.`, error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [id, config]);

  const today = localToday();
  const problems = useMemo(() => config.check(values, { today, item }), [config, values, today, item]);

  const setField = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  /** Changes several fields at once (e.g. a type and the value it clears). */
  const update = useCallback((change: (current: V) => V) => setValues(change), []);

  const touch = useCallback((field: string) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  /** The rule to show under a field: after it was left once, or after a save attempt. */
  const problemOf = (field: string): Problem | undefined => (submitted || touched.has(field) ? problems[field]?.[0] : undefined);

  async function submit() {
    setSubmitted(true);
    if (Object.keys(problems).length > 0) {
      setMissingFields(true);
      setBlockedSaves((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      await config.save(id, config.toPayload(values));
      notify('forms.success', { type: 'success', autoHideDuration: SUCCESS_NOTICE_MS });
      navigate(`${basename}/${config.listPath}`);
    } catch (error) {
      setFailure({ text: saveErrorText(error) });
      setSaving(false);
    }
  }

  return {
    id,
    values,
    item,
    loading,
    saving,
    today,
    setField,
    update,
    touch,
    problemOf,
    submit,
    missingFields,
    blockedSaves,
    closeMissingFields: useCallback(() => setMissingFields(false), []),
    failure,
    closeFailure: useCallback(() => setFailure(null), []),
  };
}

export type ModelFormState<V extends object> = ReturnType<typeof useModelForm<V>>;
