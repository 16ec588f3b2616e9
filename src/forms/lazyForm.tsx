// A form page loaded on its first visit (with its date pickers), so forms stay out of the first bundle.
import { lazy, Suspense, type ComponentType } from 'react';
import { Box, CircularProgress } from '@mui/material';

export function lazyForm(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function LazyForm() {
    return (
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-hidden />
          </Box>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
