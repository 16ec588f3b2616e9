// The look shared by menu links and sub-menu headers, in the sidebar's colours.
import type { SxProps, Theme } from '@mui/material';
import type { SurfaceColors } from '../../theme/surfaces';

export const menuEntrySx = (colors: SurfaceColors, mini: boolean, nested: boolean): SxProps<Theme> => ({
  minHeight: 40,
  mx: 1,
  my: 0.25,
  px: mini ? 0 : 1.5,
  // Written for left-to-right; the RTL style plugin moves the indent to the right.
  pl: mini ? 0 : nested ? 4 : 1.5,
  borderRadius: 2,
  justifyContent: mini ? 'center' : 'flex-start',
  color: 'inherit',
  '&:hover': { bgcolor: colors.hover },
  '&.Mui-focusVisible': { bgcolor: colors.hover, outline: '2px solid currentColor', outlineOffset: -2 },
  '&.Mui-selected, &.Mui-selected:hover, &.Mui-selected.Mui-focusVisible': {
    bgcolor: colors.selected,
    color: colors.selectedText,
  },
});
