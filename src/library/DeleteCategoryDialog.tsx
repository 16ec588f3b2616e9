// Deleting a category asks first; one that still holds anything can only go with its contents moved up.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export function DeleteCategoryDialog(props: {
  open: boolean;
  holdsSomething: boolean;
  onClose: () => void;
  onDelete: (contents: 'refuse' | 'move') => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={props.open} onClose={props.onClose}>
      <DialogTitle>{translate('library.delete_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate(props.holdsSomething ? 'library.delete_holds' : 'library.delete_empty')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('library.cancel')}</Button>
        {props.holdsSomething ? (
          <Button color="error" onClick={() => props.onDelete('move')}>
            {translate('library.delete_move')}
          </Button>
        ) : (
          <Button color="error" onClick={() => props.onDelete('refuse')}>
            {translate('library.delete')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
