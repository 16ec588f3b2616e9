// The columns an admin chose to show or hide in a model's list, kept in react-admin's store (the
// browser's local storage) under the signed-in admin's id, so two admins on one browser keep their own.
import { useCallback } from 'react';
import { useGetIdentity, useStore } from 'react-admin';

/** Column value → shown (true) or hidden (false); a column not named follows the room there is. */
export type ColumnChoices = Record<string, boolean>;

const NONE: ColumnChoices = {};

export function columnChoicesKey(adminId: string | number | undefined, model: string): string {
  return `list.columns.${adminId ?? 'anonymous'}.${model}`;
}

export function useColumnChoices(model: string) {
  const { identity } = useGetIdentity();
  const [choices, setChoices] = useStore<ColumnChoices>(columnChoicesKey(identity?.id, model), NONE);
  const choose = useCallback(
    (column: string, shown: boolean) => setChoices((previous) => ({ ...previous, [column]: shown })),
    [setChoices],
  );
  return { choices, choose };
}
