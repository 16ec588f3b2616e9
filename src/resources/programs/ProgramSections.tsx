// What a programme's details page shows besides its fields (program-details, issue 12): subscribers and
// revenue, its sub-programmes in order (each opening its planner), its pricing plans, its latest
// subscriptions and its chat groups (each opening its conversation).
import { Box, Link, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useBasename, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatMoney, formatNumber } from '../../list/format';
import { type EntryColumn, EntryTable } from '../../pages/details/EntryTable';
import type { ProgrammeDetails } from './programmeDetails';

interface SectionProps {
  id: string;
  title: string;
  empty: boolean;
  /** Beside the title, e.g. a button adding an entry. */
  action?: ReactNode;
  children: ReactNode;
}

function Section({ id, title, empty, action, children }: SectionProps) {
  const translate = useTranslate();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Box>
      {empty ? <Typography color="text.secondary">{translate('programmes.details.none')}</Typography> : children}
    </Paper>
  );
}

/** A section holding a table of its entries, both named by the section's message (`name`). */
function TableSection<T>({
  id,
  name,
  entries,
  columns,
}: {
  id: string;
  name: string;
  entries: readonly T[];
  columns: readonly EntryColumn<T>[];
}) {
  const translate = useTranslate();
  return (
    <Section id={id} title={translate(`programmes.details.${name}`)} empty={entries.length === 0}>
      <EntryTable texts="programmes.details" label={name} empty="none" entries={entries} columns={columns} />
    </Section>
  );
}

/** Rows that each open their own screen: a linked name over a line of facts. */
function LinkList<T extends { id: number }>({
  rows,
  to,
  name,
  facts,
}: {
  rows: readonly T[];
  to: (row: T) => string;
  name: (row: T) => ReactNode;
  facts: (row: T) => string;
}) {
  return (
    <List>
      {rows.map((row) => (
        <ListItem key={row.id} divider>
          <ListItemText
            primary={
              <Link component={RouterLink} to={to(row)}>
                {name(row)}
              </Link>
            }
            secondary={facts(row)}
          />
        </ListItem>
      ))}
    </List>
  );
}

export function ProgramSections({
  details,
  subProgramAction,
}: {
  details: ProgrammeDetails;
  /** Beside the sub-programmes' title (the page's "Add sub-programme"). */
  subProgramAction?: ReactNode;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const basename = useBasename();
  const language = locale === 'ar' ? 'ar' : 'en';
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, locale));
  const t = (key: string, options?: Record<string, unknown>) => translate(`programmes.details.${key}`, options);

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Stack direction="row" spacing={4} component="dl" sx={{ m: 0, '& dd': { m: 0, typography: 'h5' } }}>
        <div>
          <dt>{t('subscribers')}</dt>
          <dd>{formatNumber(details.subscribers, locale)}</dd>
        </div>
        <div>
          <dt>{t('revenue')}</dt>
          <dd>{money(details.revenue)}</dd>
        </div>
      </Stack>
      <Section
        id="programme-sub-programs"
        title={t('sub_programs')}
        empty={details.sub_programs.length === 0}
        action={subProgramAction}
      >
        <LinkList
          rows={details.sub_programs}
          to={(row) => `${basename}/sub-programs-edit/${row.id}`}
          name={(row) => row[`name_${language}`]}
          facts={(row) => `${t('weeks', { smart_count: row.weeks })}${row.enabled ? '' : ` · ${t('disabled')}`}`}
        />
      </Section>
      <TableSection
        id="programme-prices"
        name="prices"
        entries={details.program_prices}
        columns={[
          {
            header: 'duration',
            cell: (row) => t(`durations.${row.duration_unit}`, { smart_count: row.duration_value }),
          },
          { header: 'price', cell: (row) => money(row.price) },
          { header: 'discounted_price', cell: (row) => money(row.discounted_price) },
          { header: 'state', cell: (row) => t(row.enabled ? 'enabled' : 'disabled') },
        ]}
      />
      <TableSection
        id="programme-subscriptions"
        name="latest_subscriptions"
        entries={details.latest_subscriptions}
        columns={[
          {
            header: 'subscription',
            cell: (row) => (
              <Link component={RouterLink} to={`${basename}/subscriptions/${row.id}`}>
                #{row.id}
              </Link>
            ),
          },
          { header: 'plan', cell: (row) => t(`plans.${row.plan}`) },
          { header: 'amount', cell: (row) => money(row.amount) },
          { header: 'status', cell: (row) => t(`statuses.${row.status}`) },
          {
            header: 'period',
            cell: (row) => `${formatDate(row.starts_at, locale)} – ${formatDate(row.ends_at, locale)}`,
          },
        ]}
      />
      <Section id="programme-chat-groups" title={t('chat_groups')} empty={details.chat_groups.length === 0}>
        <LinkList
          rows={details.chat_groups}
          to={(row) => `${basename}/chatGroup/${row.id}`}
          name={(row) => row[`name_${language}`]}
          facts={(row) => t('messages', { smart_count: row.messages_count })}
        />
      </Section>
    </Box>
  );
}
