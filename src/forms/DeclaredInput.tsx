// One field of a declared form (common/forms/fields.ts) as react-admin's stock input for its type.
import { lazy, Suspense } from 'react';
import {
  BooleanInput,
  FileField,
  FileInput,
  ImageField,
  ImageInput,
  NumberInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useLocaleState,
} from 'react-admin';
import type { FormFieldSpec } from '../../common/forms/fields';
import type { Language } from '../../common/localized';
import { DatePickerInput } from './DatePickerInput';
import { DateTimePickerInput } from './DateTimePickerInput';
import { RichTextPreview } from './RichTextPreview';
import { SearchPickerInput } from './SearchPickerInput';

// The editor is large: it loads with the first form that has rich text, not with the admin.
const RichTextInput = lazy(() => import('./RichTextEditor'));

export function DeclaredInput({ field }: { field: FormFieldSpec }) {
  const [locale] = useLocaleState();
  const language: Language = locale === 'ar' ? 'ar' : 'en';
  const common = {
    source: field.name,
    label: field.label[language],
    helperText: field.helper?.[language],
    isRequired: field.required,
  };
  switch (field.type) {
    case 'textarea':
      // Typed in the field's direction (GeoJSON left to right, an Arabic text right to left).
      return <TextInput {...common} multiline minRows={3} fullWidth slotProps={{ htmlInput: { dir: field.dir } }} />;
    case 'richtext':
      return (
        <>
          <Suspense fallback={null}>
            {/* The text reads in the field's direction; the label and toolbar follow the admin's. */}
            <RichTextInput {...common} fullWidth dir={field.dir} />
          </Suspense>
          <RichTextPreview source={field.name} label={common.label} dir={field.dir} />
        </>
      );
    case 'number':
    case 'amount':
      return <NumberInput {...common} min={field.min} max={field.max} fullWidth />;
    case 'boolean':
      return <BooleanInput {...common} format={(value: unknown) => Boolean(value)} />;
    case 'select': {
      const choices = (field.options ?? []).map((option) => ({ id: option.value, name: option.label[language] }));
      return field.multiple ? (
        <SelectArrayInput {...common} choices={choices} translateChoice={false} fullWidth />
      ) : (
        <SelectInput {...common} choices={choices} translateChoice={false} fullWidth />
      );
    }
    case 'reference':
      return <SearchPickerInput {...common} model={field.reference ?? field.name} multiple={field.multiple} />;
    case 'date':
      return <DatePickerInput {...common} />;
    case 'datetime':
      return <DateTimePickerInput {...common} />;
    case 'image':
      return (
        // The drop zone's file input is hidden but still read by assistive technology: it carries the label.
        <ImageInput {...common} accept={{ 'image/*': [] }} inputProps={{ 'aria-label': common.label }}>
          <ImageField source="src" title="title" />
        </ImageInput>
      );
    case 'file':
      return (
        <FileInput {...common} inputProps={{ 'aria-label': common.label }}>
          <FileField source="src" title="title" />
        </FileInput>
      );
    default:
      return (
        <TextInput {...common} fullWidth slotProps={{ htmlInput: { maxLength: field.maxLength, dir: field.dir } }} />
      );
  }
}
