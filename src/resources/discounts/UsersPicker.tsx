// The users a discount is limited to: up to 1000 users loaded once through search (spec 7.5, 9), searched
// by name or e-mail as the admin types; several can be chosen.
import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, TextField, createFilterOptions } from '@mui/material';
import { useTranslate } from 'react-admin';
import { request } from '../../providers/http';
import { cellText, type Option } from '../../forms/formApi';
import { useChipArrowKeys } from '../../theme/useChipArrowKeys';

export const USERS_PAGE_SIZE = 1000;

/** One search page of users as options (quiet: a failure is only logged, spec 8). */
async function loadUsers(signal?: AbortSignal): Promise<Option[]> {
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

// 1000 options are searched, but only the first 100 matches are drawn at once.
const filterUsers = createFilterOptions<Option>({ limit: 100, stringify: (option) => `${option.label} ${option.detail ?? ''}` });

interface UsersPickerProps {
  value: number[];
  onChange(ids: number[]): void;
  /** Users the loaded discount names (some may be outside the 1000 loaded). */
  known: readonly Option[];
}

export function UsersPicker({ value, onChange, known }: UsersPickerProps) {
  const translate = useTranslate();
  const chipArrowKeys = useChipArrowKeys();
  const [users, setUsers] = useState<Option[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    loadUsers(controller.signal)
      .then(setUsers)
      // Picker errors are logged only (spec 8).
      .catch((error: unknown) => !controller.signal.aborted && console.error('The users could not be loaded.', error))
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, []);

  const byId = useMemo(() => new Map([...known, ...users].map((option) => [option.id, option])), [known, users]);
  const options = useMemo(() => [...byId.values()], [byId]);
  // A new value array on every render would make the Autocomplete clear what is being typed.
  const selected = useMemo(() => value.map((id) => byId.get(id) ?? { id, label: `#${id}` }), [value, byId]);

  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      loading={loading}
      filterOptions={filterUsers}
      onKeyDown={chipArrowKeys}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      loadingText={translate('forms.picker.loading')}
      noOptionsText={translate('forms.picker.no_options')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.detail ? `${option.label} — ${option.detail}` : option.label}
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label={translate('discount_form.fields.users')} helperText={translate('discount_form.fields.users_hint')} />
      )}
    />
  );
}
