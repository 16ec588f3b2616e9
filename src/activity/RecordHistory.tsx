// A record's history (GET activity/{model}/{id}): who did what and when, newest first, each changed field
// before → after. Shown only to admins holding view-ActivityLog (the server checks it again).
import { Alert, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useDataProvider, useLocale, usePermissions, useTranslate } from 'react-admin';
import { useLoaded } from '../components/useLoaded';
import { formatDate, formatNoteDate } from '../list/format';
import type { ModelDataProvider, SingleRecord } from '../providers/dataProvider';
import { actionText, changeLines } from './historyText';

interface RecordHistoryProps {
  model: string;
  id: string | number;
  /** Field → its title in the admin's language (e.g. the list's column titles). */
  labels?: Readonly<Record<string, string>>;
  /** Dates as the notes beside it show them (the notes dialog), instead of the details pages' medium dates. */
  noteDates?: boolean;
}

/** The record's column titles by field, in the admin's language, to name the changed fields. */
export function columnTitles(single: SingleRecord): Record<string, string> {
  return Object.fromEntries(single.headers.map((header) => [header.value, header.text]));
}

export function useCanViewActivity(): boolean {
  const { permissions } = usePermissions();
  return Array.isArray(permissions) && permissions.includes('view-ActivityLog');
}

export function RecordHistory({ model, id, labels, noteDates = false }: RecordHistoryProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const { data: entries, failed } = useLoaded(
    () => dataProvider.recordHistory(model, String(id)),
    [dataProvider, model, id],
    `The history of ${model} ${id}`,
    { forget: true },
  );
  if (failed) return <Alert severity="error">{translate('activity.failed')}</Alert>;
  if (!entries) return <CircularProgress size={20} aria-label={translate('activity.loading')} />;
  if (entries.length === 0) return <Typography color="text.secondary">{translate('activity.none')}</Typography>;
  return (
    <List dense aria-label={translate('activity.title')} disablePadding>
      {entries.map((entry) => (
        <ListItem key={entry.id} divider disableGutters sx={{ display: 'block' }}>
          <ListItemText
            primary={translate('activity.entry', {
              action: actionText(translate, entry.action),
              admin: entry.admin?.label ?? translate('activity.nobody'),
              date: noteDates ? formatNoteDate(entry.created_at, locale) : formatDate(entry.created_at, locale, true),
            })}
            secondary={changeLines(translate, entry.changes, { ...entry.labels, ...labels }).map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          />
        </ListItem>
      ))}
    </List>
  );
}
