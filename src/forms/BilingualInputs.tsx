// A text in English and in Arabic (`<source>_en`, `<source>_ar`), each typed in its own direction.
import { TextInput } from 'react-admin';

const LANGUAGES = [
  { language: 'en', dir: 'ltr' },
  { language: 'ar', dir: 'rtl' },
] as const;

export function BilingualInputs({ source, label }: { source: string; label(field: string): string }) {
  return LANGUAGES.map(({ language, dir }) => (
    <TextInput
      key={language}
      source={`${source}_${language}`}
      label={label(`${source}_${language}`)}
      isRequired
      fullWidth
      slotProps={{ htmlInput: { dir, lang: language } }}
    />
  ));
}
