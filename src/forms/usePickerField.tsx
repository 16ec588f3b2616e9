// What the date, date-and-time and time inputs share: the form holds text, the MUI X picker a Date of its
// own while the admin types (so a half-typed value is not thrown away), and the text field shows the
// input's label, required mark and error the react-admin way. Gives the picker's props.
import { useEffect, useState } from 'react';
import { InputHelperText, useInput, useTranslateLabel, type Validator } from 'react-admin';

interface PickerFieldOptions {
  source: string;
  label: string;
  helperText?: string;
  validate?: Validator | Validator[];
  /** Overrides what `validate` says (inputs that are told rather than validated). */
  isRequired?: boolean;
  fullWidth?: boolean;
  /** The form's text as the picker's Date (null when empty). */
  parse: (text: unknown) => Date | null;
  /** The picker's Date as the form's text. */
  toText: (date: Date | null) => string;
}

export function usePickerField({
  source,
  label,
  helperText,
  validate,
  isRequired,
  fullWidth,
  parse,
  toText,
}: PickerFieldOptions) {
  const translateLabel = useTranslateLabel();
  const input = useInput({ source, validate, format: (value) => value ?? '', parse: (value) => value });
  const { field, fieldState, id } = input;
  const [value, setValue] = useState<Date | null>(() => parse(field.value));
  useEffect(() => {
    if (toText(value) !== field.value) setValue(parse(field.value));
    // Only outside changes (loading an item) are pushed into the picker.
  }, [field.value]);
  const error = fieldState.error?.message;
  return {
    name: field.name,
    label: translateLabel({ label, source }),
    value,
    inputRef: field.ref,
    onChange: (next: Date | null) => {
      setValue(next);
      field.onChange(toText(next));
    },
    onClose: field.onBlur,
    slotProps: {
      textField: {
        id,
        required: isRequired ?? input.isRequired,
        error: Boolean(error),
        helperText: <InputHelperText error={error} helperText={helperText} />,
        onBlur: field.onBlur,
        ...(fullWidth ? { fullWidth } : {}),
      },
    },
  };
}
