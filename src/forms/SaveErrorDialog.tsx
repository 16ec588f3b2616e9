// The dialog of a failed save (spec 8): titled 'Error Occurred', it closes itself after 2 seconds.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAutoClose } from '../components/useAutoClose';

export const ERROR_DIALOG_MS = 2000;

interface SaveErrorDialogProps {
  open: boolean;
  /** The server's text; null shows 'Unknown error'. */
  text: string | null;
  onClose(): void;
  /** Once it has closed. */
  onClosed?(): void;
}

export function SaveErrorDialog({ open, text, onClose, onClosed }: SaveErrorDialogProps) {
  const translate = useTranslate();
  useAutoClose(open, onClose, ERROR_DIALOG_MS);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="form-error-title"
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle id="form-error-title">{translate('forms.error_dialog.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="error" role="alert">
          {text ?? translate('forms.error_dialog.unknown')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('forms.error_dialog.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
