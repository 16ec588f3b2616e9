// The warning after saving a form with broken rules: 'Missing fields' / 'Please fill all required
// fields', for 3 seconds like the other snackbars (spec 8).
import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';

export const MISSING_FIELDS_MS = 3000;

export function MissingFieldsNotice({ open, onClose }: { open: boolean; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Snackbar open={open} autoHideDuration={MISSING_FIELDS_MS} onClose={onClose} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="warning" role="alert" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        <AlertTitle>{translate('forms.missing_fields.title')}</AlertTitle>
        <span>{translate('forms.missing_fields.text')}</span>
      </Alert>
    </Snackbar>
  );
}
