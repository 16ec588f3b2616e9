// Covers the page while the shell loads (spec 2.3, 9): the product name and a spinner.
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PRODUCT_NAME } from '../config';

export const LoadingScreen = () => {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      data-testid="loading-screen"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
        {PRODUCT_NAME}
      </Typography>
      <CircularProgress aria-hidden />
      <Typography>{translate('shell.loading')}</Typography>
    </Box>
  );
};
