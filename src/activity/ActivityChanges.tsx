// The activity log's `changes` cell in words: the model and its records by name, each a link to the
// record, then each changed field as the record history says it (`Status: Pending → Approved`).
import { Fragment } from 'react';
import { Box, Link } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ChangesCell } from '../../common/activity/changes';
import { useLocalized } from '../registry/useLocalized';
import { useModels } from '../registry/useModels';
import { changeLines } from './historyText';

export function ActivityChanges({ cell }: { cell: ChangesCell }) {
  const translate = useTranslate();
  const basename = useBasename();
  const localized = useLocalized();
  const model = useModels().find((candidate) => candidate.name === cell.model);
  const lines = changeLines(translate, cell.changes, cell.labels);
  if (lines.length === 0 && cell.records.length === 0) return null;
  const records = cell.records.map((record, index) => (
    <Fragment key={record.id}>
      {index > 0 && translate('plainWords.separator')}
      {model ? (
        <Link component={RouterLink} to={`${basename}/${model.resource}/${encodeURIComponent(String(record.id))}`}>
          {record.label}
        </Link>
      ) : (
        record.label
      )}
    </Fragment>
  ));
  return (
    <Box component="span" sx={{ display: 'block' }}>
      {cell.records.length > 0 && (
        <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
          {model ? localized(model.label) : cell.model}
          {': '}
          {records}
        </Box>
      )}
      {lines.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </Box>
  );
}
