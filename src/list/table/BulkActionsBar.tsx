// Bulk buttons above the table, shown only once rows are selected (as react-admin's bulk toolbar): the
// count, the standard buttons, the server's own bulk actions, then any given ones (they read the
// selection from the list context), and a button clearing the selection.
import type { ReactNode } from 'react';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { BulkActionOption } from '../types';

export type StandardBulkAction = 'delete' | 'enable' | 'disable' | 'restore';

interface BulkActionsBarProps {
  selectedCount: number;
  standard: StandardBulkAction[];
  custom: BulkActionOption[];
  onStandard: (action: StandardBulkAction) => void;
  onCustom: (action: BulkActionOption) => void;
  onClear: () => void;
  children?: ReactNode;
}

export function BulkActionsBar({
  selectedCount,
  standard,
  custom,
  onStandard,
  onCustom,
  onClear,
  children,
}: BulkActionsBarProps) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={translate('list.bulk.label')}
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 1,
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
      }}
    >
      <Tooltip title={translate('list.bulk.clear')}>
        <IconButton size="small" onClick={onClear} aria-label={translate('list.bulk.clear')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 500, me: 1 }}>
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
