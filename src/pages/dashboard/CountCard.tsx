// One dashboard count: its translated title and the number in the interface language's digits. The
// number counts up on screen; screen readers get the final number once, not every step.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { visuallyHidden } from '../../layout/visuallyHidden';
import { useCountUp } from './useCountUp';
import { intlLocale } from '../../providers/digits';

/** `payout_requests` → `Payout requests`: shown for a count the messages do not name yet. */
export function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Egyptian Arabic formatting, matching the EGP currency the product uses, in the digits the settings choose.
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(count);
}

export const CountCard = ({ cardKey, count }: { cardKey: string; count: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = `dashboard-card-${cardKey}`;
  const shown = useCountUp(count);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="subtitle2" color="text.secondary" component="h2">
          {translate(`app.dashboard.cards.${cardKey}`, { _: humanize(cardKey) })}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
          {shown === count ? (
            formatCount(count, locale)
          ) : (
            <>
              <span aria-hidden="true" data-testid="count-up">
                {formatCount(shown, locale)}
              </span>
              <Box component="span" sx={visuallyHidden}>
                {formatCount(count, locale)}
              </Box>
            </>
          )}
        </Typography>
      </CardContent>
    </Card>
  );
};
