// Rows of another model that belong to the record (a member's subscriptions, payments, referrals): the
// model's own list (POST search, so its view permission applies) filtered to the record, in its columns.
import { useEffect, useState } from 'react';
import {
  Alert,
  CircularProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Cell } from '../../list/table/Cell';
import type { Header } from '../../list/types';

interface RelatedRowsProps {
  /** The model's resource, e.g. `subscriptions`. */
  resource: string;
  filter: Record<string, unknown>;
  /** The table's name for assistive technology. */
  label: string;
  /** Columns left out (the record's own column, e.g. `user`). */
  skip?: readonly string[];
  /** Where a row opens (e.g. a chat group's conversation): its first text cell then links there. */
  linkTo?: (row: Record<string, unknown>) => string;
}

const SHOWN = 10;

export function RelatedRows({ resource, filter, label, skip = [], linkTo }: RelatedRowsProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider();
  const [state, setState] = useState<{ rows: Record<string, unknown>[]; headers: Header[]; total: number } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  // Compared as text, so a filter or list written inline does not load again on every render.
  const filterKey = JSON.stringify(filter);
  const skipKey = skip.join(',');
  useEffect(() => {
    let current = true;
    dataProvider
      .getList(resource, {
        filter: JSON.parse(filterKey),
        pagination: { page: 1, perPage: 30 },
        sort: { field: 'id', order: 'DESC' },
      })
      .then(
        ({ data, total, meta }) =>
          current &&
          setState({
            rows: data.slice(0, SHOWN),
            headers: ((meta?.headers ?? []) as Header[]).filter((header) => !skipKey.split(',').includes(header.value)),
            total: total ?? data.length,
          }),
        (error: unknown) => {
          console.error(`The ${resource} of the record could not be loaded.`, error);
          if (current) setFailed(true);
        },
      );
    return () => {
      current = false;
    };
  }, [dataProvider, resource, filterKey, skipKey]);

  if (failed) return <Alert severity="error">{translate('people.related.failed')}</Alert>;
  if (!state) return <CircularProgress size={20} aria-label={translate('people.related.loading')} />;
  if (state.rows.length === 0)
    return <Typography color="text.secondary">{translate('people.related.none')}</Typography>;
  const linked = linkTo && (state.headers.find((header) => header.type === 'text') ?? state.headers[0])?.value;
  return (
    <>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {state.headers.map((header) => (
              <TableCell key={header.value}>{header.text}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {state.rows.map((row) => (
            <TableRow key={String(row.id)}>
              {state.headers.map((header) => {
                const cell = <Cell header={header} value={row[header.value]} locale={locale} />;
                return (
                  <TableCell key={header.value}>
                    {linkTo && header.value === linked ? (
                      <Link component={RouterLink} to={linkTo(row)}>
                        {cell}
                      </Link>
                    ) : (
                      cell
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {state.total > SHOWN && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('people.related.more', { shown: SHOWN, smart_count: state.total })}
        </Typography>
      )}
    </>
  );
}
