// What a page that failed to render shows instead: a friendly, translated message, a retry, and the
// release tag to quote when reporting it. No error text (it may hold data) is shown.
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RELEASE } from './errorReporting';

export function CrashPage({ onRetry }: { onRetry(): void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 4, maxWidth: 640 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('app.crash.retry')}
          </Button>
        }
      >
        <AlertTitle>{translate('app.crash.title')}</AlertTitle>
        {translate('app.crash.text')}
      </Alert>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {translate('app.crash.release', { release: RELEASE })}
      </Typography>
    </Box>
  );
}
