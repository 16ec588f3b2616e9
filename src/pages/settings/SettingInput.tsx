// One setting's input, chosen by its type from the served catalogue; a type the screen does not know is a
// text box, so a new kind of setting still shows. Secrets are write-only: the stored value is shown masked
// under an empty box, and typing replaces it.
import { BooleanInput, NumberInput, PasswordInput, SelectInput, TextInput, useLocale, useTranslate } from 'react-admin';
import type { SettingUi } from '../../../common/settings/catalogue';
import type { Language } from '../../../common/localized';

interface SettingInputProps {
  setting: SettingUi;
  /** The stored value as GET settings shows it (a secret: masked). */
  stored: unknown;
  disabled: boolean;
}

export function SettingInput({ setting, stored, disabled }: SettingInputProps) {
  const translate = useTranslate();
  const language: Language = useLocale() === 'ar' ? 'ar' : 'en';
  const common = { source: setting.key, label: setting.label[language], disabled, fullWidth: true };
  if (setting.secret) {
    const helperText =
      typeof stored === 'string' && stored !== ''
        ? translate('settings.secret_stored', { masked: stored })
        : translate('settings.secret_empty');
    return <PasswordInput {...common} helperText={helperText} autoComplete="off" />;
  }
  switch (setting.type) {
    case 'flag':
      return <BooleanInput {...common} helperText={false} />;
    case 'percent':
      return <NumberInput {...common} min={0} max={100} step={0.01} helperText={false} />;
    case 'amount':
      return <NumberInput {...common} min={0} step={0.01} helperText={false} />;
    case 'choice':
      return (
        <SelectInput
          {...common}
          choices={(setting.choices ?? []).map((choice) => ({ id: choice.value, name: choice.label[language] }))}
          translateChoice={false}
          helperText={false}
        />
      );
    case 'email':
      return <TextInput {...common} type="email" helperText={false} />;
    default:
      return <TextInput {...common} helperText={false} />;
  }
}
