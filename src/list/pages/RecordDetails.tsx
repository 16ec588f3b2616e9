// A record's details page (users, admins, subscriptions, payout requests): its fields and its notes.
import { type ReactNode, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { ModelDataProvider, SingleRecord } from '../../providers/dataProvider';
import { visuallyHidden } from '../../layout/visuallyHidden';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { NotesPanel } from '../notes/NotesPanel';
import { DetailsHeader } from './DetailsHeader';
import { cellContentSx } from '../table/resultsSx';
import { Cell } from '../table/Cell';
import type { Header } from '../types';

interface RecordDetailsProps {
  model: string;
  title: string;
  /** Full path of the model's list, for the way back. */
  listPath: string;
  /** Notes section (default true). */
  notes?: boolean;
  /** Sections of the model's own after the fields, once the record is loaded. */
  children?: (single: SingleRecord) => ReactNode;
}

/** Keys that are not shown as fields. */
const SKIPPED = new Set(['id', 'notes', 'is_trashed', 'password', 'password_hash']);

/** `first_name` → `First name`, for backends that send no headers. */
function fieldLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields to show: the list's columns with its formatted row when the server sends them. */
function fieldsOf(single: SingleRecord): Array<{ header: Header; value: unknown }> {
  if (single.row && single.headers.length > 0) {
    return single.headers
      .filter((header) => !SKIPPED.has(header.value))
      .map((header) => ({ header, value: single.row![header.value] }));
  }
  return Object.entries(single.item)
    .filter(([key]) => !SKIPPED.has(key))
    .map(([key, value]) => ({ header: { text: fieldLabel(key), value: key, type: 'text' }, value }));
}

/** Nothing to show: the value reads as a dash. */
const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function useSingle(model: string, id: string) {
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [state, setState] = useState<{
    single: SingleRecord | null;
    loading: boolean;
    failed: boolean;
    missing: boolean;
  }>({ single: null, loading: true, failed: false, missing: false });
  useEffect(() => {
    const controller = new AbortController();
    setState({ single: null, loading: true, failed: false, missing: false });
    dataProvider
      .getSingle(model, id, controller.signal)
      .then((single) => setState({ single, loading: false, failed: false, missing: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A record that does not exist is a state of the page, not an error to log.
        const missing = (error as { status?: unknown })?.status === 404;
        if (!missing) console.error(`Loading ${model} ${id} failed`, error);
        setState({ single: null, loading: false, failed: !missing, missing });
      });
    return () => controller.abort();
  }, [dataProvider, model, id]);
  return state;
}

/** Points back along the reading direction (the RTL style plugin does not flip icons). */
const BackIcon = () => (
  <ArrowBackIcon sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />
);

export function RecordDetails({ model, title, listPath, notes = true, children }: RecordDetailsProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const { id = '' } = useParams();
  const { single, loading, failed, missing } = useSingle(model, id);
  // The record's own name once known ('Sara Hassan', 'ORD-100012'); 'Users #12' until then or without one.
  const heading = single?.title ?? translate('list.details.title', { title, id });
  useDocumentTitle(missing ? translate('list.details.not_found_title') : heading);

  if (missing)
    return (
      <Box sx={{ py: 2, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography variant="h5" component="h1">
          {translate('list.details.not_found_title')}
        </Typography>
        <Typography>{translate('list.details.not_found', { title, id })}</Typography>
        <Button component={RouterLink} to={listPath} variant="contained" startIcon={<BackIcon />}>
          {translate('list.details.back')}
        </Button>
      </Box>
    );

  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <DetailsHeader
        heading={heading}
        single={single}
        action={
          <Button component={RouterLink} to={listPath} startIcon={<BackIcon />}>
            {translate('list.details.back')}
          </Button>
        }
      />
      <Card>
        <CardHeader
          title={translate('list.details.record')}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        <CardContent>
          {loading ? (
            <CircularProgress aria-label={translate('list.loading')} />
          ) : failed || !single ? (
            <Alert severity="error">{translate('list.details.load_failed')}</Alert>
          ) : (
            <Box
              component="dl"
              sx={[
                { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, gap: 1, m: 0 },
                cellContentSx,
              ]}
            >
              {fieldsOf(single).map(({ header, value }) => (
                <Box key={header.value} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="subtitle2" color="text.secondary">
                    {header.text}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {isEmpty(value) ? (
                      <>
                        <span aria-hidden>—</span>
                        <Box component="span" sx={visuallyHidden}>
                          {translate('list.details.empty')}
                        </Box>
                      </>
                    ) : (
                      <Cell header={header} value={value} locale={locale} row={single.row ?? single.item} />
                    )}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
      {single && children?.(single)}
      {notes && id !== '' && (
        <Card>
          <CardHeader title={translate('list.notes.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
          <CardContent>
            <NotesPanel model={model} id={id} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
