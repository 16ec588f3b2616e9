// One model form as a page: its values, their conversions to and from the API, and its rules (the same
// rule functions the server applies), on the shared <RecordForm>. A form file declares these and its fields.
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { ProblemMap } from '../../common/forms/problems';
import { localToday } from './formValues';
import { type FormItem, loadSingleItem } from './loadItem';
import { problemErrors } from './problemErrors';
import { RecordForm } from './RecordForm';

export interface ModelFormDefinition<V extends object> {
  /** The react-admin resource: the list under /default and the write paths' model (e.g. `coupons`). */
  resource: string;
  subject: string;
  /** Where its title_create, title_edit and loading texts are (e.g. `forms.coupons`). */
  texts: string;
  /** What the console calls the item when its load fails (default `item`). */
  itemName?: string;
  empty: V;
  fromItem(item: FormItem): V;
  toPayload(values: V): Record<string, unknown>;
  check(values: V, context: { today: string; item: FormItem | null }): ProblemMap;
  /** Where the form's own rule texts are (see problemText). */
  ruleTexts?: string;
  /** Reads the item; default `getSingle/{resource}/{id}`. */
  load?(id: string, signal: AbortSignal): Promise<FormItem>;
  Fields: ComponentType;
}

/** What a field of the kind of `sample` holds when it is empty: '' for text, [] for id lists. */
function nothingLike(sample: unknown): unknown {
  if (typeof sample === 'string') return '';
  if (Array.isArray(sample)) return [];
  return typeof sample === 'boolean' ? false : null;
}

/**
 * The form's values with what react-admin's inputs hold for nothing (null) read as the empty value of
 * the field's kind (`''` for text), so the conversions and rules see the shapes they were written for.
 */
export function withEmptyValues<V extends object>(values: Record<string, unknown>, empty: V): V {
  const filled: Record<string, unknown> = { ...values };
  for (const [key, sample] of Object.entries(empty)) {
    if (filled[key] === null || filled[key] === undefined) filled[key] = nothingLike(sample);
  }
  return filled as V;
}

export function defineModelForm<V extends object>(definition: ModelFormDefinition<V>): ComponentType {
  const { resource, texts, empty, Fields } = definition;
  const load = definition.load ?? ((id: string, signal: AbortSignal) => loadSingleItem(resource, id, signal));
  return function ModelFormDefinitionPage() {
    const translate = useTranslate();
    return (
      <RecordForm
        resource={resource}
        subject={definition.subject}
        texts={texts}
        itemName={definition.itemName}
        defaults={empty as Record<string, unknown>}
        toValues={(item) => definition.fromItem(item) as Record<string, unknown>}
        load={load}
        validate={(values, item) =>
          problemErrors(
            translate,
            definition.check(withEmptyValues(values, empty), { today: localToday(), item }),
            definition.ruleTexts,
          )
        }
        toPayload={(values) => definition.toPayload(withEmptyValues(values, empty))}
      >
        <Fields />
      </RecordForm>
    );
  };
}
