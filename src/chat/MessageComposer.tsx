// Writing a message: Enter sends, Shift+Enter starts a new line; the text stays if sending fails.
import SendIcon from '@mui/icons-material/Send';
import { Box, IconButton, TextField } from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MESSAGE_MAX_LENGTH } from '../../common/realtime/channels';

export function MessageComposer({ onSend, disabled }: { onSend(text: string): Promise<void>; disabled?: boolean }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  async function send() {
    const message = text.trim();
    if (message === '' || sending) return;
    setSending(true);
    try {
      await onSend(message);
      setText('');
    } catch {
      // The request helper has shown the server's message; the text is kept to try again.
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1, borderTop: 1, borderColor: 'divider' }}>
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        label={translate('chat.composer.label')}
        helperText={translate('chat.composer.hint')}
        multiline
        maxRows={6}
        fullWidth
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH, dir: 'auto' } }}
      />
      <IconButton
        aria-label={translate('chat.composer.send')}
        onClick={() => void send()}
        disabled={disabled || sending || text.trim() === ''}
        color="primary"
        sx={{ mb: 3 }}
      >
        <SendIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
      </IconButton>
    </Box>
  );
}
