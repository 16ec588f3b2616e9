// Notes in their two modes: view (the list and Add Note) and editor; saving returns to view.
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import type { RecordId } from '../../providers/dataProvider';
import { NoteForm } from './NoteForm';
import { NotesList } from './NotesList';
import { useNotes } from './useNotes';

export function NotesPanel({ model, id }: { model: string; id: RecordId }) {
  const translate = useTranslate();
  const { notes, loading, error, add } = useNotes(model, id);
  const [mode, setMode] = useState<'view' | 'editor'>('view');

  if (mode === 'editor') {
    return (
      <NoteForm
        onSave={async (note, isPrivate) => {
          await add(note, isPrivate);
          setMode('view');
        }}
        onCancel={() => setMode('view')}
      />
    );
  }
  return (
    <Stack sx={{ gap: 2 }}>
      {loading ? (
        <CircularProgress size={24} aria-label={translate('list.loading')} />
      ) : (
        <>
          {error && <Alert severity="error">{error}</Alert>}
          <NotesList notes={notes} />
        </>
      )}
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setMode('editor')}>
          {translate('list.notes.add')}
        </Button>
      </Box>
    </Stack>
  );
}
