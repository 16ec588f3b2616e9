// What one admin did lately: the activity log's newest entries by that admin (POST search on the
// `activity-log` model, so the server's view-ActivityLog check applies), and a link to all of them.
import { Alert, Button, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useBasename, useDataProvider, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useLoaded } from '../components/useLoaded';
import { formatDate } from '../list/format';
import { useModels } from '../registry/useModels';
import { useLocalized } from '../registry/useLocalized';
import { actionText } from './historyText';
import { type ChangesCell, isChangesCell } from '../../common/activity/changes';

const SHOWN = 10;

interface LogRow {
  id: number;
  created_at?: string;
  action?: { label?: string; value?: string } | string;
  model?: string | null;
  row_ids?: string | null;
  /** The records by title (the Changes column); `row_ids` where a backend sends only that. */
  changes?: ChangesCell | null;
}

function rowsText(row: LogRow, separator: string): string {
  if (row.changes && isChangesCell(row.changes) && row.changes.records.length > 0) {
    return row.changes.records.map((record) => record.label).join(separator);
  }
  return row.row_ids ?? '';
}

export function activityLogLink(basename: string, adminId: string | number): string {
  return `${basename}/activity-log?admin_id=${encodeURIComponent(String(adminId))}`;
}

export function RecentActivity({ adminId }: { adminId: string | number }) {
  const translate = useTranslate();
  const locale = useLocale();
  const basename = useBasename();
  const dataProvider = useDataProvider();
  const models = useModels();
  const localized = useLocalized();
  const modelLabel = (name: string | null | undefined) => {
    const model = models.find((candidate) => candidate.name === name);
    return model ? localized(model.label) : (name ?? '');
  };
  const { data: rows, failed } = useLoaded(
    () =>
      dataProvider
        .getList('activity-log', {
          filter: { admin_id: Number(adminId) },
          pagination: { page: 1, perPage: 30 },
          sort: { field: 'id', order: 'DESC' },
        })
        .then(({ data }) => (data as LogRow[]).slice(0, SHOWN)),
    [dataProvider, adminId],
    'The recent activity',
  );

  const link = (
    <Button component={RouterLink} to={activityLogLink(basename, adminId)}>
      {translate('activity.all')}
    </Button>
  );
  if (failed) return <Alert severity="error">{translate('activity.failed')}</Alert>;
  if (!rows) return <CircularProgress size={20} aria-label={translate('activity.loading')} />;
  if (rows.length === 0) return <Typography color="text.secondary">{translate('activity.none')}</Typography>;
  return (
    <>
      <List dense disablePadding aria-label={translate('activity.recent')}>
        {rows.map((row) => {
          // The action's words come from the admin's messages; the server's option label is the fallback.
          const sent = typeof row.action === 'object' ? row.action : { value: row.action, label: undefined };
          return (
            <ListItem key={row.id} divider disableGutters>
              <ListItemText
                primary={translate('activity.row', {
                  action: sent?.value ? actionText(translate, sent.value, sent.label) : '',
                  model: modelLabel(row.changes?.model ?? row.model),
                  rows: rowsText(row, translate('plainWords.separator')),
                  date: formatDate(row.created_at, locale, true),
                })}
              />
            </ListItem>
          );
        })}
      </List>
      {link}
    </>
  );
}
