// A titled group of fields (a fieldset with a legend) laid out in two columns on wide screens.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
        {children}
      </Box>
    </Box>
  );
}

/** Spans both columns of a section. */
export const wideField = { gridColumn: { md: '1 / -1' } };
