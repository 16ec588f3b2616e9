// What a programme's details page shows besides its fields (program-details, issue 12): subscribers and
// revenue, its sub-programmes in order (each opening its planner), its pricing plans, its latest
// subscriptions and its chat groups (each opening its conversation).
import {
  Box,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useBasename, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ProgrammeDetails } from './programmeDetails';

function Section({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2 }}>
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      {empty ? <Typography color="text.secondary">{translate('programmes.details.none')}</Typography> : children}
    </Paper>
  );
}

function TableOf({ heads, rows }: { heads: string[]; rows: Array<{ key: number; cells: ReactNode[] }> }) {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {heads.map((head) => (
            <TableCell key={head}>{head}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
              <TableCell key={index}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ProgramSections({ details }: { details: ProgrammeDetails }) {
  const translate = useTranslate();
  const locale = useLocale();
  const basename = useBasename();
  const language = locale === 'ar' ? 'ar' : 'en';
  const money = (value: number | null) =>
    value === null ? '—' : new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(value);
  const t = (key: string, options?: Record<string, unknown>) => translate(`programmes.details.${key}`, options);

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Stack direction="row" spacing={4} component="dl" sx={{ m: 0, '& dd': { m: 0, typography: 'h5' } }}>
        <div>
          <dt>{t('subscribers')}</dt>
          <dd>{details.subscribers}</dd>
        </div>
        <div>
          <dt>{t('revenue')}</dt>
          <dd>{money(details.revenue)}</dd>
        </div>
      </Stack>
      <Section id="programme-sub-programs" title={t('sub_programs')} empty={details.sub_programs.length === 0}>
        <List>
          {details.sub_programs.map((row) => (
            <ListItem key={row.id} divider>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`${basename}/sub-programs-edit/${row.id}`}>
                    {row[`name_${language}`]}
                  </Link>
                }
                secondary={`${t('weeks', { smart_count: row.weeks })}${row.enabled ? '' : ` · ${t('disabled')}`}`}
              />
            </ListItem>
          ))}
        </List>
      </Section>
      <Section id="programme-prices" title={t('prices')} empty={details.program_prices.length === 0}>
        <TableOf
          heads={[t('duration'), t('price'), t('discounted_price'), t('state')]}
          rows={details.program_prices.map((row) => ({
            key: row.id,
            cells: [
              t(`durations.${row.duration_unit}`, { smart_count: row.duration_value }),
              money(row.price),
              money(row.discounted_price),
              t(row.enabled ? 'enabled' : 'disabled'),
            ],
          }))}
        />
      </Section>
      <Section
        id="programme-subscriptions"
        title={t('latest_subscriptions')}
        empty={details.latest_subscriptions.length === 0}
      >
        <TableOf
          heads={[t('subscription'), t('plan'), t('amount'), t('status'), t('period')]}
          rows={details.latest_subscriptions.map((row) => ({
            key: row.id,
            cells: [
              <Link key="link" component={RouterLink} to={`${basename}/subscriptions/${row.id}`}>
                #{row.id}
              </Link>,
              t(`plans.${row.plan}`),
              money(row.amount),
              t(`statuses.${row.status}`),
              `${String(row.starts_at ?? '').slice(0, 10)} – ${String(row.ends_at ?? '').slice(0, 10)}`,
            ],
          }))}
        />
      </Section>
      <Section id="programme-chat-groups" title={t('chat_groups')} empty={details.chat_groups.length === 0}>
        <List>
          {details.chat_groups.map((row) => (
            <ListItem key={row.id} divider>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`${basename}/chatGroup/${row.id}`}>
                    {row[`name_${language}`]}
                  </Link>
                }
                secondary={t('messages', { smart_count: row.messages_count })}
              />
            </ListItem>
          ))}
        </List>
      </Section>
    </Box>
  );
}
