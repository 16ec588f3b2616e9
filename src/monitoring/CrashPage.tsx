// What a page that failed to render shows instead: a friendly, translated message, a retry, and the
// release tag to quote when reporting it. No error text (it may hold data) is shown.
import { AlertTitle, Box, Typography } from '@mui/material';
import { ActionAlert } from '../components/ActionAlert';
import { useTranslate } from 'react-admin';
import { RELEASE } from './errorReporting';

export function CrashPage({ onRetry }: { onRetry(): void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 4, maxWidth: 640 }}>
      <ActionAlert severity="error" actions={[{ label: translate('app.crash.retry'), onClick: onRetry }]}>
        <AlertTitle>{translate('app.crash.title')}</AlertTitle>
        {translate('app.crash.text')}
      </ActionAlert>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {translate('app.crash.release', { release: RELEASE })}
      </Typography>
    </Box>
  );
}
