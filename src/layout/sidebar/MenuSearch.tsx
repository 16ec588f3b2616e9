// The menu's search box (spec 2.3): filters by title or path as you type; Enter opens the first match,
// Escape clears. In the mini sidebar it is a button that opens the sidebar on the search box.
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { type KeyboardEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { setPreferences } from '../../theme/preferences';
import type { SurfaceColors } from '../../theme/surfaces';

interface MenuSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: open the first item found. */
  onSubmit: () => void;
  mini: boolean;
  colors: SurfaceColors;
}

export const MENU_SEARCH_ID = 'menu-search';

export const MenuSearch = ({ value, onChange, onSubmit, mini, colors }: MenuSearchProps) => {
  const translate = useTranslate();
  // Set by the mini sidebar's button: the box it opens the sidebar on takes the focus.
  const [autoFocus, setAutoFocus] = useState(false);
  const label = translate('shell.menu.search.label');
  const expand = () => {
    setAutoFocus(true);
    setPreferences({ sidebarCollapsed: false });
  };

  if (mini) {
    return (
      <Box data-tour="menu-search" sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
        <Tooltip title={translate('shell.menu.search.open')}>
          <IconButton color="inherit" aria-label={translate('shell.menu.search.open')} onClick={expand}>
            <SearchIcon />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit();
    } else if (event.key === 'Escape' && value) {
      event.preventDefault();
      onChange('');
    }
  };

  return (
    <Box data-tour="menu-search" role="search" sx={{ px: 1.5, py: 1 }}>
      <TextField
        value={value}
        onChange={(event) => onChange(event.target.value)}
        type="search"
        variant="outlined"
        size="small"
        margin="none"
        fullWidth
        autoFocus={autoFocus}
        placeholder={translate('shell.menu.search.placeholder')}
        slotProps={{
          htmlInput: { id: MENU_SEARCH_ID, 'aria-label': label, autoComplete: 'off', onKeyDown },
          input: {
            startAdornment: (
              <InputAdornment position="start" sx={{ color: 'inherit' }}>
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: value ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  color="inherit"
                  aria-label={translate('shell.menu.search.clear')}
                  onClick={() => onChange('')}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
        sx={{
          '& .MuiOutlinedInput-root': { color: colors.text, bgcolor: alpha(colors.background, 0.6) },
          '& .MuiOutlinedInput-notchedOutline': { borderColor: colors.muted },
          '& input::placeholder': { color: colors.muted, opacity: 1 },
          // The clear button above replaces the browser's own.
          '& input::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
    </Box>
  );
};
