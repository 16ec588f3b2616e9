// A form's fields declared once by kind: from the declaration come the values of a new item, the values
// of a loaded one and the request body, so a form lists its fields here and in its inputs, nowhere else.
import { asDate, asFlag, asIds, asText, numberOrText, textOrNull } from './formValues';
import type { FormItem } from './loadItem';

/** How one field is read from a loaded item, what it holds when new, and how it is sent. */
export interface FieldKind<V> {
  empty: V;
  read(value: unknown, item: FormItem): V;
  /** Absent for a field the form only uses itself (it is not sent). */
  send?(value: V): unknown;
}

export const kind = {
  /** Text sent as typed (names, titles). */
  text: (empty = ''): FieldKind<string> => ({ empty, read: asText, send: (value) => value }),
  /** Text sent trimmed, or null when empty (codes). */
  optionalText: (): FieldKind<string> => ({ empty: '', read: asText, send: textOrNull }),
  /** One of `choices`, or '' (none chosen); sent as null when none. */
  choice: <C extends string>(choices: readonly C[], empty: '' | C = ''): FieldKind<'' | C> => ({
    empty,
    read: (value) => ((choices as readonly unknown[]).includes(value) ? (value as C) : ''),
    send: textOrNull,
  }),
  /** A number as its input's text; sent as a number, null when empty, or as typed when not a number. */
  number: (empty = ''): FieldKind<string> => ({ empty, read: asText, send: numberOrText }),
  /** `YYYY-MM-DD`; sent as null when empty. */
  date: (): FieldKind<string> => ({ empty: '', read: asDate, send: textOrNull }),
  /** A switch; sent as 1 or 0. */
  flag: (empty: boolean): FieldKind<boolean> => ({
    empty,
    read: (value) => asFlag(value, empty),
    send: (value) => (value ? 1 : 0),
  }),
  /** Ids chosen in a picker: the item's id list, else the ids of its `{ id, label }` list `listKey`. */
  ids: (listKey: string): FieldKind<number[]> => ({
    empty: [],
    read: (value, item) => asIds(value, item[listKey]),
    send: (value) => value,
  }),
  /** A value the form derives from the loaded item for its own use, never sent. */
  local: <V>(empty: V, read: (item: FormItem) => V): FieldKind<V> => ({ empty, read: (_, item) => read(item) }),
  /** One id chosen in a picker, or null. */
  id: (): FieldKind<number | null> => ({
    empty: null,
    read: (value) => (Number.isSafeInteger(Number(value)) && Number(value) > 0 ? Number(value) : null),
    send: (value) => value,
  }),
};

export type ValuesOf<Kinds extends Record<string, FieldKind<unknown>>> = {
  [Name in keyof Kinds]: Kinds[Name]['empty'];
};

const mapFields = <Kinds extends Record<string, FieldKind<any>>, R>(
  kinds: Kinds,
  each: (kind: FieldKind<any>, name: string) => R,
) => Object.fromEntries(Object.entries(kinds).map(([name, fieldKind]) => [name, each(fieldKind, name)]));

export function formFields<Kinds extends Record<string, FieldKind<any>>>(kinds: Kinds) {
  type Values = ValuesOf<Kinds>;
  const sent = Object.fromEntries(Object.entries(kinds).filter(([, fieldKind]) => fieldKind.send));
  return {
    empty: mapFields(kinds, (fieldKind) => fieldKind.empty) as Values,
    fromItem: (item: FormItem) => mapFields(kinds, (fieldKind, name) => fieldKind.read(item[name], item)) as Values,
    toPayload: (values: Values): Record<string, unknown> =>
      mapFields(sent, (fieldKind, name) => fieldKind.send?.(values[name as keyof Values])),
  };
}
