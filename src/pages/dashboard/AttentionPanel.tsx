// "Needs attention": what waits for an admin (pending payouts, open support threads, sign-ups waiting for a
// role, failed payments), each a link to its list filtered to exactly those rows. The server sends only
// the counts of models the admin may view; with none, there is no panel.
import { Card, CardContent, Chip, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useBasename, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { countListPath } from './countLink';
import { formatCount, humanize } from './CountCard';
import type { AttentionItem } from './useDashboardCards';

export function AttentionPanel({ items }: { items: AttentionItem[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  if (items.length === 0) return null;
  const waiting = items.filter((item) => item.count > 0);
  return (
    <Card component="section" aria-labelledby="dashboard-attention" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="dashboard-attention" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('dashboard.attention.title')}
        </Typography>
        {waiting.length === 0 ? (
          <Typography color="text.secondary">{translate('dashboard.attention.nothing')}</Typography>
        ) : (
          <List dense disablePadding>
            {waiting.map((item) => (
              <ListItem key={item.key} disablePadding>
                <ListItemButton component={Link} to={countListPath(basename, item)}>
                  <ListItemText primary={translate(`dashboard.attention.${item.key}`, { _: humanize(item.key) })} />
                  <Chip label={formatCount(item.count, locale)} color="warning" size="small" sx={{ ms: 1 }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
