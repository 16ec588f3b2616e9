// The footer (spec 2.3): a copyright line and the version, in the language's digits.
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { PRODUCT_NAME, SHELL } from '../config';
import { currentArabicDigits, intlLocale } from '../providers/digits';
import { formatNumber } from './formatNumber';

export const Footer = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const year = new Intl.NumberFormat(intlLocale(locale), { useGrouping: false }).format(new Date().getFullYear());
  const version = SHELL.version
    .split('.')
    .map((part) => formatNumber(Number(part), locale))
    .join(locale === 'ar' && currentArabicDigits() === 'arabic' ? '٫' : '.');
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        gap: 1,
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">{translate('shell.footer.copyright', { year, product: PRODUCT_NAME })}</Typography>
      <Typography variant="body2">{translate('shell.footer.version', { version })}</Typography>
    </Box>
  );
};
