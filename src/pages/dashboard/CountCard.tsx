// One dashboard count: its translated title and the number in the interface language's digits.
import { Card, CardContent, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';

/** `payout_requests` → `Payout requests`: shown for a count the messages do not name yet. */
export function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Egyptian Arabic formatting, matching the EGP currency the product uses.
const NUMBER_LOCALES: Record<string, string> = { en: 'en-US', ar: 'ar-EG' };

export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale] ?? locale).format(count);
}

export const CountCard = ({ cardKey, count }: { cardKey: string; count: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = `dashboard-card-${cardKey}`;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="subtitle2" color="text.secondary" component="h2">
          {translate(`app.dashboard.cards.${cardKey}`, { _: humanize(cardKey) })}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
          {formatCount(count, locale)}
        </Typography>
      </CardContent>
    </Card>
  );
};
