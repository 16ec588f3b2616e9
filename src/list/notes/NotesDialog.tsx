// The notes of one row in a dialog, and the row's history from the activity log for admins who may read it.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RecordHistory, useCanViewActivity } from '../../activity/RecordHistory';
import type { RecordId } from '../../providers/dataProvider';
import { NotesPanel } from './NotesPanel';

interface NotesDialogProps {
  model: string;
  id: RecordId | null;
  onClose: () => void;
}

export function NotesDialog({ model, id, onClose }: NotesDialogProps) {
  const translate = useTranslate();
  const canViewActivity = useCanViewActivity();
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="list-notes-title">
      <DialogTitle id="list-notes-title">{translate('list.notes.title')}</DialogTitle>
      <DialogContent>
        {id !== null && <NotesPanel model={model} id={id} />}
        {id !== null && canViewActivity && (
          <section aria-labelledby="list-notes-history">
            <Divider sx={{ my: 2 }} />
            <Typography id="list-notes-history" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {translate('activity.title')}
            </Typography>
            <RecordHistory model={model} id={id} />
          </section>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('list.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
