// A picker of rows searched on the server: several ids (`multiple`) or one id. Labelled, keyboard
// usable (MUI Autocomplete), with the rule under it.
import { useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useChipArrowKeys } from '../theme/useChipArrowKeys';
import type { Option } from './formApi';
import { useRemoteOptions } from './useRemoteOptions';

interface CommonProps {
  /** The API model searched, e.g. `programs`. */
  model: string;
  name: string;
  label: string;
  /** Rows the loaded item already names, so their labels show before any search. */
  known?: readonly Option[];
  error?: string;
  hint?: string;
  required?: boolean;
  onBlur?(): void;
}

type RemotePickerProps = CommonProps &
  ({ multiple: true; value: number[]; onChange(ids: number[]): void } | { multiple?: false; value: number | null; onChange(id: number | null): void });

export function RemotePicker(props: RemotePickerProps) {
  const { model, name, label, known = [], error, hint, required, onBlur } = props;
  const translate = useTranslate();
  const chipArrowKeys = useChipArrowKeys();
  // What the input shows, and what the server was last asked for (only typed text is searched).
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const selectedIds = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const selectedKey = selectedIds.join(',');
  const { options, loading, labelOf } = useRemoteOptions(model, query, selectedIds, known);
  // A new value object on every render would make the Autocomplete reset what is being typed.
  const chosen = useMemo(() => selectedIds.map(labelOf), [selectedKey, options, known]);

  const shared = {
    options,
    loading,
    onKeyDown: chipArrowKeys,
    // The server has filtered already.
    filterOptions: (all: Option[]) => all,
    getOptionLabel: (option: Option) => option.label,
    getOptionKey: (option: Option) => option.id,
    isOptionEqualToValue: (option: Option, chosen: Option) => option.id === chosen.id,
    inputValue: text,
    onInputChange: (_event: unknown, next: string, reason: string) => {
      setText(next);
      if (reason === 'input' || reason === 'clear') setQuery(next);
      // After a choice the input shows the label (or nothing): the options go back to unfiltered.
      else if (reason === 'reset') setQuery('');
    },
    onBlur,
    loadingText: translate('forms.picker.loading'),
    noOptionsText: translate('forms.picker.no_options'),
    renderInput: (params: object) => (
      <TextField
        {...params}
        id={`field-${name}`}
        name={name}
        label={label}
        required={required}
        error={Boolean(error)}
        helperText={error ?? hint ?? ' '}
        placeholder={translate('forms.picker.type_to_search')}
      />
    ),
  };

  return props.multiple ? (
    <Autocomplete multiple {...shared} value={chosen} onChange={(_event, next) => props.onChange(next.map((option) => option.id))} />
  ) : (
    <Autocomplete
      {...shared}
      value={chosen[0] ?? null}
      onChange={(_event, next) => props.onChange(next ? next.id : null)}
    />
  );
}
