// Says that the total, totals and chart of a broad search are estimated, and offers the exact figures
// (the same search again, counted; it takes longer, so the button waits for it).
import { Alert, Button } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatEstimate } from './estimate';

interface EstimateNoticeProps {
  total: number;
  /** The exact search is under way. */
  busy: boolean;
  onShowExact: () => void;
}

export function EstimateNotice({ total, busy, onShowExact }: EstimateNoticeProps) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Alert
      severity="info"
      // A status, not an alert: it comes with every broad search and must not interrupt a screen reader.
      role="status"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={onShowExact} disabled={busy}>
          {translate('list.estimate.show_exact')}
        </Button>
      }
    >
      {translate('list.estimate.results', { count: formatEstimate(total, locale) })}
    </Alert>
  );
}
