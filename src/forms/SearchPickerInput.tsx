// A picker of rows searched on the server (search picker): react-admin's AutocompleteInput for one id,
// AutocompleteArrayInput for several; keyboard usable, chips follow the arrows right to left.
import { useCallback } from 'react';
import { AutocompleteArrayInput, AutocompleteInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useChipArrowKeys } from '../theme/useChipArrowKeys';
import type { PickerChoice } from './searchPicker';
import { useSearchPickerChoices } from './useSearchPickerChoices';

export interface SearchPickerInputProps {
  source: string;
  /** The API model searched, e.g. `programs`. */
  model: string;
  label: string;
  multiple?: boolean;
  /** Rows the loaded item already names, so their labels show before any search. */
  known?: readonly PickerChoice[];
  isRequired?: boolean;
  helperText?: string;
}

const NONE: readonly PickerChoice[] = [];

function idsOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value === null || value === undefined || value === '' ? [] : [Number(value)];
}

export function SearchPickerInput({
  source,
  model,
  label,
  multiple,
  known = NONE,
  isRequired,
  helperText,
}: SearchPickerInputProps) {
  const translate = useTranslate();
  const chipArrowKeys = useChipArrowKeys();
  const selected = idsOf(useWatch({ name: source }));
  const { choices, setFilter } = useSearchPickerChoices(model, selected, known);
  // The chosen row's latest label: react-admin keeps the first choice object of a chosen id, which for an
  // id given before any search (an item's or an address's) reads `#3` until its name arrives.
  const labelOf = useCallback(
    (choice: PickerChoice) => choices.find((candidate) => candidate.id === choice.id)?.label ?? choice.label,
    [choices],
  );
  const shared = {
    source,
    label,
    choices,
    setFilter,
    isPending: false,
    optionText: labelOf,
    isRequired,
    helperText,
    fullWidth: true,
    onKeyDown: chipArrowKeys,
    // Opened by a click, typing or the arrow keys, not by the focus a save that the rules stopped sends here.
    openOnFocus: false,
    loadingText: 'forms.picker.loading',
    noOptionsText: 'forms.picker.no_options',
    TextFieldProps: { placeholder: translate('forms.picker.type_to_search') },
  };
  return multiple ? <AutocompleteArrayInput {...shared} /> : <AutocompleteInput {...shared} />;
}
