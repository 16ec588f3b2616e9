// The icons of a row's actions column.
import { IconButton, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import NotesIcon from '@mui/icons-material/StickyNote2Outlined';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import EnableIcon from '@mui/icons-material/CheckCircleOutlined';
import DisableIcon from '@mui/icons-material/Block';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslate } from 'react-admin';
import type { RowActionName } from '../actions/rowActions';
import { ActionTooltip } from './ActionTooltip';

const ICONS: Record<RowActionName, SvgIconComponent> = {
  edit: EditIcon,
  notes: NotesIcon,
  delete: DeleteIcon,
  restore: RestoreIcon,
  enable: EnableIcon,
  disable: DisableIcon,
};

const COLORS: Partial<Record<RowActionName, 'error' | 'success' | 'warning' | 'primary'>> = {
  delete: 'error',
  restore: 'primary',
  enable: 'success',
  disable: 'warning',
};

interface RowActionButtonsProps {
  rowId: string | number;
  actions: RowActionName[];
  onAction: (action: RowActionName) => void;
}

export function RowActionButtons({ rowId, actions, onAction }: RowActionButtonsProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" role="group" aria-label={translate('list.actions.row_label', { id: rowId })} sx={{ gap: 0.5 }}>
      {actions.map((action) => {
        const Icon = ICONS[action];
        const label = translate(`list.actions.${action}`);
        return (
          <ActionTooltip key={action} title={label}>
            <IconButton
              size="small"
              color={COLORS[action] ?? 'default'}
              aria-label={label}
              // A double-click on the row must not also fire from its buttons.
              onDoubleClick={(event) => event.stopPropagation()}
              onClick={(event) => {
                event.stopPropagation();
                onAction(action);
              }}
            >
              <Icon fontSize="small" />
            </IconButton>
          </ActionTooltip>
        );
      })}
    </Stack>
  );
}
