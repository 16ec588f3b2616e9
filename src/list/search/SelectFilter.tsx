// A select or multi-select filter. Remote fields ask the server for options as the user types
// (from one character; clearing the text clears the options).
import { useEffect, useMemo, useRef, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useChipArrowKeys } from '../../theme/useChipArrowKeys';
import type { FilterField, FilterValue } from '../types';

type OptionValue = string | number;

interface Option {
  label: string;
  value: OptionValue;
}

export type OptionSearch = (query: string, signal: AbortSignal) => Promise<Record<string, OptionValue>>;

interface SelectFilterProps {
  field: FilterField;
  value: FilterValue | undefined;
  onChange: (value: OptionValue | OptionValue[] | '') => void;
  /** Present for remote fields. */
  search?: OptionSearch;
}

const SEARCH_DELAY_MS = 250;

const NO_OPTIONS: Option[] = [];

function toOptions(map: Record<string, OptionValue> | undefined): Option[] {
  const entries = Object.entries(map ?? {});
  return entries.length === 0 ? NO_OPTIONS : entries.map(([label, value]) => ({ label, value }));
}

function selectedValues(value: FilterValue | undefined): OptionValue[] {
  if (value === undefined || value === '' || typeof value === 'boolean') return [];
  return Array.isArray(value) ? value : [value];
}

export function SelectFilter({ field, value, onChange, search }: SelectFilterProps) {
  const translate = useTranslate();
  const chipArrowKeys = useChipArrowKeys();
  const [remoteOptions, setRemoteOptions] = useState<Option[]>(NO_OPTIONS);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  // Labels of chosen remote options, kept after the option list changes.
  const labels = useRef(new Map<string, string>());
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});

  useEffect(() => {
    const current = pending.current;
    return () => {
      clearTimeout(current.timer);
      current.controller?.abort();
    };
  }, []);

  const remote = search !== undefined;
  const options = useMemo(
    () => (remote ? remoteOptions : toOptions(field.options)),
    [remote, remoteOptions, field.options],
  );
  const byValue = useMemo(() => new Map(options.map((option) => [String(option.value), option])), [options]);
  // The Autocomplete resets its text whenever the value's identity changes, so the same choice must
  // keep the same array (new options arriving must not count as a new value).
  const fresh = selectedValues(value).map(
    (item) => byValue.get(String(item)) ?? { value: item, label: labels.current.get(String(item)) ?? String(item) },
  );
  const freshKey = JSON.stringify(fresh);
  const chosen = useMemo(() => JSON.parse(freshKey) as Option[], [freshKey]);

  const runSearch = (query: string) => {
    const current = pending.current;
    clearTimeout(current.timer);
    current.controller?.abort();
    setError(false);
    if (!search || query.trim().length < 1) {
      setRemoteOptions(NO_OPTIONS);
      setLoading(false);
      return;
    }
    current.timer = setTimeout(() => {
      const controller = new AbortController();
      current.controller = controller;
      setLoading(true);
      search(query, controller.signal)
        .then((map) => {
          if (!controller.signal.aborted) setRemoteOptions(toOptions(map));
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setRemoteOptions(NO_OPTIONS);
          setError(true);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DELAY_MS);
  };

  const remember = (picked: Option[]) =>
    picked.forEach((option) => labels.current.set(String(option.value), option.label));

  const commonProps = {
    options,
    loading,
    size: 'small' as const,
    fullWidth: true,
    onKeyDown: chipArrowKeys,
    getOptionLabel: (option: Option) => option.label,
    isOptionEqualToValue: (option: Option, selected: Option) => String(option.value) === String(selected.value),
    noOptionsText: translate(search ? 'list.search.type_to_search' : 'list.search.no_options'),
    // The server has already filtered remote options.
    ...(search ? { filterOptions: (all: Option[]) => all } : {}),
    onInputChange: (_event: unknown, input: string, reason: string) => {
      // Typing searches; any emptied text (typed away, cleared, reset after a pick) clears the options.
      if (reason === 'input' || input.trim() === '') runSearch(input);
    },
    renderInput: (params: object) => (
      <TextField
        {...params}
        name={field.name}
        label={field.label}
        error={error}
        helperText={error ? translate('list.search.error', { field: field.label }) : undefined}
      />
    ),
  };

  return field.multiple ? (
    <Autocomplete<Option, true>
      {...commonProps}
      multiple
      value={chosen}
      onChange={(_event, picked) => {
        remember(picked);
        onChange(picked.map((option) => option.value));
      }}
    />
  ) : (
    <Autocomplete<Option, false>
      {...commonProps}
      value={chosen[0] ?? null}
      onChange={(_event, picked) => {
        if (picked) remember([picked]);
        onChange(picked ? picked.value : '');
      }}
    />
  );
}
