// One dashboard count: its translated title and the number in the interface language's digits, with its
// trend over the last period; the whole card opens the list of what it counts, filtered alike. The number
// counts up on screen; screen readers get the final number once, not every step.
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useBasename, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { visuallyHidden } from '../../layout/visuallyHidden';
import { intlLocale } from '../../providers/digits';
import { changeText } from './changeText';
import { countListPath } from './countLink';
import type { DashboardCard } from './useDashboardCards';
import { useCountUp } from './useCountUp';

/** `payout_requests` → `Payout requests`: shown for a count the messages do not name yet. */
export function humanize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Egyptian Arabic formatting, matching the EGP currency the product uses, in the digits the settings choose.
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(count);
}

export const CountCard = ({ card, periodDays }: { card: DashboardCard; periodDays: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  const titleId = `dashboard-card-${card.key}`;
  const { count } = card;
  const shown = useCountUp(count);
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardActionArea component={Link} to={countListPath(basename, card)} sx={{ height: '100%' }}>
        <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography id={titleId} variant="subtitle2" color="text.secondary" component="h2">
            {translate(`app.dashboard.cards.${card.key}`, { _: humanize(card.key) })}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 600, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
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
          <Typography variant="caption" color="text.secondary" component="p" data-testid="count-change">
            {changeText(translate, locale, {
              current: card.current_period,
              previous: card.previous_period,
              days: periodDays,
            })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
