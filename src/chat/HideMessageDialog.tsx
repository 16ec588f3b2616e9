// Hiding a message asks why: the reason is required (the server checks it too) and is kept with who hid
// the message and when.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ChatMessage } from '../../common/chat/types';
import { HIDE_REASON_MAX_LENGTH } from '../../common/realtime/channels';
import type { ModelDataProvider } from '../providers/dataProvider';
import { HttpError } from '../providers/http';

export function HideMessageDialog({
  message,
  onClose,
  onHidden,
}: {
  message: ChatMessage;
  onClose(): void;
  onHidden(message: ChatMessage): void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function hide() {
    if (reason.trim() === '') {
      setError(translate('chat.moderation.reason_required'));
      return;
    }
    setSaving(true);
    try {
      onHidden(await dataProvider.hideChatMessage(message.id, reason.trim()));
      onClose();
    } catch (failure) {
      // The request helper has shown the message; a field rule also shows under the field.
      if (failure instanceof HttpError && failure.errors.reason) setError(failure.errors.reason[0]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="hide-message-title" fullWidth maxWidth="sm">
      <DialogTitle id="hide-message-title">{translate('chat.moderation.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
          {message.message || translate('chat.picture')}
        </DialogContentText>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={2}
          label={translate('chat.moderation.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? translate('chat.moderation.reason_hint')}
          slotProps={{ htmlInput: { maxLength: HIDE_REASON_MAX_LENGTH, dir: 'auto' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void hide()} disabled={saving}>
          {translate('chat.moderation.hide')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
