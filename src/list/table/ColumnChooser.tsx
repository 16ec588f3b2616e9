// react-admin's column chooser pattern (SelectColumnsButton): a menu of the list's columns, each with a
// checkbox; a column brought back stays even when room is short, one taken away stays away (the choice
// is remembered per admin, useColumnChoices.ts). The first column always stays.
import { useId, useState } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useTranslate } from 'react-admin';
import type { Header } from '../types';

interface ColumnChooserProps {
  columns: readonly Header[];
  shown: ReadonlySet<string>;
  onChoose: (column: string, shown: boolean) => void;
}

export function ColumnChooser({ columns, shown, onChoose }: ColumnChooserProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('columns.chooser')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('columns.chooser_label'), dense: true } }}
      >
        {columns.map((column, index) => {
          const checked = shown.has(column.value);
          return (
            <MenuItem
              key={column.value}
              role="menuitemcheckbox"
              aria-checked={checked}
              disabled={index === 0}
              onClick={() => onChoose(column.value, !checked)}
            >
              <ListItemIcon>
                {checked ? (
                  <CheckBoxIcon fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText>{column.text}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
