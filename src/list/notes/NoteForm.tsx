// Add Note: the rich-text editor, the Private Note box, Save and Cancel.
import { lazy, Suspense, useId, useState } from 'react';
import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isBlankHtml } from '../sanitizeHtml';
import { serverErrorText } from '../actions/actionErrors';

const NoteEditor = lazy(() => import('./NoteEditor'));

interface NoteFormProps {
  onSave: (note: string, isPrivate: boolean) => Promise<void>;
  onCancel: () => void;
}

export function NoteForm({ onSave, onCancel }: NoteFormProps) {
  const translate = useTranslate();
  const errorId = useId();
  const [html, setHtml] = useState('');
  const [isPrivate, setIsPrivate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (isBlankHtml(html)) {
      setError(translate('list.notes.cannot_be_empty'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(html, isPrivate);
    } catch (failure) {
      setError(serverErrorText(failure) ?? translate('list.notes.save_failed'));
      setSaving(false);
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Suspense fallback={<CircularProgress size={24} aria-label={translate('list.loading')} />}>
        <NoteEditor
          value={html}
          onChange={setHtml}
          label={translate('list.notes.editor')}
          errorId={error ? errorId : undefined}
        />
      </Suspense>
      <FormControlLabel
        control={<Checkbox checked={isPrivate} onChange={(event) => setIsPrivate(event.target.checked)} />}
        label={translate('list.notes.private')}
      />
      {error && (
        <Alert id={errorId} severity="error">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel} disabled={saving}>
          {translate('list.notes.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {translate('list.notes.save')}
        </Button>
      </Box>
    </Stack>
  );
}
