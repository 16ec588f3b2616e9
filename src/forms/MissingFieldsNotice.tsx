// After a save the rules stopped: the warning 'Missing fields' / 'Please fill all required fields' for 3
// seconds like the other snackbars (spec 8), and the focus on the first field with a problem. A save the
// server refused only carries 'server' errors, which the error dialog speaks about instead.
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { APP_BAR_HEIGHT, APP_BAR_HEIGHT_PHONE } from '../layout/dimensions';
import { focusFirstProblem } from './focusFirstProblem';

export const MISSING_FIELDS_MS = 3000;

export function MissingFieldsNotice() {
  const translate = useTranslate();
  const { submitCount, isSubmitting, errors } = useFormState();
  const [open, setOpen] = useState(false);
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    const stoppedByRules = Object.values(errors).some((error) => error?.type !== 'server');
    if (!stoppedByRules) return;
    setOpen(true);
    focusFirstProblem(marker.current?.closest('form') ?? null);
  }, [submitCount, isSubmitting]);

  const close = () => setOpen(false);
  return (
    <span ref={marker}>
      <Snackbar
        open={open}
        autoHideDuration={MISSING_FIELDS_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        // Below the sticky app bar, never over it (the page title and the language switch stay readable).
        sx={{ top: { xs: APP_BAR_HEIGHT_PHONE + 8, sm: APP_BAR_HEIGHT + 8 } }}
      >
        <Alert severity="warning" role="alert" variant="filled" onClose={close} sx={{ width: '100%' }}>
          <AlertTitle>{translate('forms.missing_fields.title')}</AlertTitle>
          <span>{translate('forms.missing_fields.text')}</span>
        </Alert>
      </Snackbar>
    </span>
  );
}
