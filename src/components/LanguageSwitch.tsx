// Switches between English and Arabic; react-admin stores the choice and the i18nProvider applies it.
// Shows the other language's name, written in that language.
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, type ButtonProps } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';

export const LanguageSwitch = (props: Omit<ButtonProps, 'onClick' | 'lang'>) => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <Button
      startIcon={<TranslateIcon />}
      {...props}
      onClick={() => setLocale(other)}
      lang={other}
      aria-label={`${translate('app.language.label')}: ${translate(`app.language.${other}`)}`}
    >
      {translate(`app.language.${other}`)}
    </Button>
  );
};
