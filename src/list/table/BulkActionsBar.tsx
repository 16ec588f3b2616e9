// Bulk buttons above the table: the standard ones, the server's own bulk actions, then any given ones
// (they read the selection from the list context).
import type { ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BulkActionOption } from '../types';

export type StandardBulkAction = 'delete' | 'enable' | 'disable' | 'restore';

interface BulkActionsBarProps {
  selectedCount: number;
  standard: StandardBulkAction[];
  custom: BulkActionOption[];
  onStandard: (action: StandardBulkAction) => void;
  onCustom: (action: BulkActionOption) => void;
  children?: ReactNode;
}

export function BulkActionsBar({
  selectedCount,
  standard,
  custom,
  onStandard,
  onCustom,
  children,
}: BulkActionsBarProps) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={translate('list.bulk.label')}
      sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1 }}
    >
      <Typography variant="body2" aria-live="polite">
        {translate('list.table.selected', { smart_count: selectedCount })}
      </Typography>
      {standard.map((action) => (
        <Button
          key={action}
          size="small"
          variant="outlined"
          color={action === 'delete' ? 'error' : 'primary'}
          onClick={() => onStandard(action)}
        >
          {translate(`list.bulk.${action}`)}
        </Button>
      ))}
      {custom.map((action) => (
        <Button key={action.name} size="small" variant="outlined" onClick={() => onCustom(action)}>
          {action.label}
        </Button>
      ))}
      {children}
    </Stack>
  );
}
