// The Yes/No question asked before every row and bulk action.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ConfirmDialogProps {
  open: boolean;
  question: string;
  busy?: boolean;
  onYes: () => void;
  onNo: () => void;
}

export function ConfirmDialog({ open, question, busy = false, onYes, onNo }: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onNo} aria-labelledby="list-confirm-title" aria-describedby="list-confirm-text">
      <DialogTitle id="list-confirm-title">{translate('list.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="list-confirm-text">{question}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo} disabled={busy}>
          {translate('list.no')}
        </Button>
        <Button onClick={onYes} disabled={busy} variant="contained" autoFocus>
          {translate('list.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
