// Below the md breakpoint the sidebar is a drawer that slides over the page instead of a column.
import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';

export const useIsSmallScreen = (): boolean =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
