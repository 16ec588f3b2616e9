// The notes of one row in a dialog, and the row's history from the activity log for admins who may read it.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RecordId } from '../../providers/dataProvider';
import { RecordNotes } from './RecordNotes';

interface NotesDialogProps {
  model: string;
  id: RecordId | null;
  onClose: () => void;
}

export function NotesDialog({ model, id, onClose }: NotesDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="list-notes-title">
      <DialogTitle id="list-notes-title">{translate('list.notes.title')}</DialogTitle>
      <DialogContent>{id !== null && <RecordNotes model={model} id={id} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('list.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
