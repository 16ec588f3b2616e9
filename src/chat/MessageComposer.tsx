// Writing a message: Enter sends, Shift+Enter starts a new line, a picture can be attached (uploaded
// first, checked by the server). The box empties as the message leaves, so the text is never on screen
// twice once the message shows in the log, and comes back if sending fails; a screen reader hears
// "Message sent" rather than its own text again.
import SendIcon from '@mui/icons-material/Send';
import { Box, IconButton, TextField } from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MESSAGE_MAX_LENGTH } from '../../common/realtime/channels';
import { Announcement } from './Announcement';
import { AttachPicture, AttachedPicture } from './AttachPicture';

export function MessageComposer({
  onSend,
  disabled,
}: {
  onSend(text: string, image: string | null): Promise<void>;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentCount, setSentCount] = useState(0);

  async function send() {
    const message = text.trim();
    const picture = image;
    if ((message === '' && !picture) || sending) return;
    setSending(true);
    setText('');
    setImage(null);
    try {
      await onSend(message, picture);
      setSentCount((count) => count + 1);
    } catch {
      // The request helper has shown the server's message; what was written comes back to try again.
      setText((typed) => (typed === '' ? message : typed));
      setImage((attached) => attached ?? picture);
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
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      {image && <AttachedPicture url={image} onRemove={() => setImage(null)} />}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1 }}>
        <AttachPicture onAttached={setImage} disabled={disabled || sending} />
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
          disabled={disabled || sending || (text.trim() === '' && !image)}
          color="primary"
          sx={{ mb: 3 }}
        >
          <SendIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
      </Box>
      <Announcement text={sentCount > 0 ? translate('chat.announce.sent') : null} count={sentCount} />
    </Box>
  );
}
