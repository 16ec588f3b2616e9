// A picture for the next message: chosen from the device, uploaded through POST file-uploaded/store
// (which checks its content and size), then shown above the composer until it is sent or removed.
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import { Box, CircularProgress, IconButton } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ModelDataProvider } from '../providers/dataProvider';

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

export function AttachPicture({ onAttached, disabled }: { onAttached(url: string): void; disabled?: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      onAttached((await dataProvider.uploadImage(file)).url);
    } catch {
      // The request helper has shown why the picture was refused.
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        hidden
        data-testid="chat-picture-input"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <IconButton
        aria-label={translate('chat.attachment.attach')}
        onClick={() => input.current?.click()}
        disabled={disabled || uploading}
        sx={{ mb: 3 }}
      >
        {uploading ? <CircularProgress size={20} /> : <AddPhotoAlternateIcon />}
      </IconButton>
    </>
  );
}

export function AttachedPicture({ url, onRemove }: { url: string; onRemove(): void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, pt: 1 }}>
      <Box
        component="img"
        src={url}
        alt={translate('chat.attachment.attached')}
        sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1 }}
      />
      <IconButton size="small" aria-label={translate('chat.attachment.remove')} onClick={onRemove}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
