// The users a discount is limited to: up to 1000 users loaded once through search (spec 7.5, 9), found
// by name or e-mail as the admin types; several can be chosen.
import { useEffect, useMemo, useState } from 'react';
import { AutocompleteArrayInput, useRecordContext } from 'react-admin';
import { cellText, type PickerChoice } from '../../forms/searchPicker';
import { request } from '../../providers/http';
import { useChipArrowKeys } from '../../theme/useChipArrowKeys';

export const USERS_PAGE_SIZE = 1000;

/** One search page of users as choices (quiet: a failure is only logged, spec 8). */
async function loadUsers(signal?: AbortSignal): Promise<PickerChoice[]> {
  const { data } = await request<{ results?: { data?: Array<Record<string, unknown>> } }>('search', {
    method: 'post',
    data: { model: 'users', itemsPerPage: USERS_PAGE_SIZE, page: 1 },
    signal,
    quiet: true,
  });
  return (data?.results?.data ?? []).map((row) => {
    const id = Number(row.ID ?? row.id);
    const name = cellText(row.name) || [cellText(row.first_name), cellText(row.last_name)].filter(Boolean).join(' ');
    const email = cellText(row.email);
    return { id, label: name || email || `#${id}`, detail: email || undefined };
  });
}

/** An option: the name and the e-mail it is also found by. */
function UserOptionText() {
  const user = useRecordContext<PickerChoice>();
  return <>{user?.detail ? `${user.label} — ${user.detail}` : user?.label}</>;
}

const matchUser = (filter: string, user: PickerChoice) =>
  `${user.label} ${user.detail ?? ''}`.toLowerCase().includes(filter.toLowerCase());

export function UsersInput() {
  const item = useRecordContext();
  const chipArrowKeys = useChipArrowKeys();
  const [users, setUsers] = useState<PickerChoice[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    loadUsers(controller.signal)
      .then(setUsers)
      // Picker errors are logged only (spec 8).
      .catch((error: unknown) => !controller.signal.aborted && console.error('The users could not be loaded.', error));
    return () => controller.abort();
  }, []);

  // Users the loaded discount names (some may be outside the 1000 loaded), then the loaded ones.
  const known = item?.users as PickerChoice[] | undefined;
  const choices = useMemo(
    () => [...new Map([...(known ?? []), ...users].map((user) => [user.id, user])).values()],
    [known, users],
  );

  return (
    <AutocompleteArrayInput
      source="users_ids"
      label="discount_form.fields.users"
      helperText="discount_form.fields.users_hint"
      choices={choices}
      optionText={<UserOptionText />}
      inputText={(user: PickerChoice) => user.label}
      matchSuggestion={matchUser}
      // 1000 users are searched, but only the first 100 matches are drawn at once.
      suggestionLimit={100}
      onKeyDown={chipArrowKeys}
      openOnFocus={false}
      loadingText="forms.picker.loading"
      noOptionsText="forms.picker.no_options"
      fullWidth
    />
  );
}
