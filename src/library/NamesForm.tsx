// The two names of a category, typed each in its own direction, with one button to save them.
import { Button, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Each name typed in its language's direction. */
const NAMES = [
  { key: 'name_en', dir: 'ltr' },
  { key: 'name_ar', dir: 'rtl' },
] as const;

export function NamesForm(props: {
  initial?: { name_en: string; name_ar: string };
  submitLabel: string;
  onSubmit: (names: { name_en: string; name_ar: string }) => void;
  onCancel?: () => void;
}) {
  const translate = useTranslate();
  const [names, setNames] = useState(props.initial ?? { name_en: '', name_ar: '' });
  // Saved names (a reload of the tree) replace what was typed; a new object with the same names does not.
  const initialEn = props.initial?.name_en ?? '';
  const initialAr = props.initial?.name_ar ?? '';
  useEffect(() => setNames({ name_en: initialEn, name_ar: initialAr }), [initialEn, initialAr]);
  const blank = names.name_en.trim() === '' || names.name_ar.trim() === '';
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) props.onSubmit(names);
      }}
    >
      {NAMES.map(({ key, dir }) => (
        <TextField
          key={key}
          size="small"
          label={translate(`library.${key}`)}
          value={names[key]}
          onChange={(event) => setNames({ ...names, [key]: event.target.value })}
          slotProps={{ htmlInput: { dir, maxLength: 255 } }}
        />
      ))}
      <Button type="submit" variant="contained" disabled={blank}>
        {props.submitLabel}
      </Button>
      {props.onCancel && <Button onClick={props.onCancel}>{translate('library.cancel')}</Button>}
    </Stack>
  );
}
