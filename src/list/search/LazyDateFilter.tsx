// The date filter, fetched with the pickers the first time a list has a date field. Until then a plain
// field with the same label holds its place.
import { lazy, Suspense } from 'react';
import { TextField } from '@mui/material';
import type { DateFilterProps } from './DateFilter';

const DateFilter = lazy(() => import('./DateFilter'));

export function LazyDateFilter(props: DateFilterProps) {
  const placeholder = <TextField label={props.label} size="small" fullWidth disabled />;
  return (
    <Suspense fallback={placeholder}>
      <DateFilter {...props} />
    </Suspense>
  );
}
