// Beside an edit form (react-admin's `aside`): the record's notes, Add Note and its history, as the list's
// notes dialog shows them, for a model whose rows take notes.
import { Card, CardContent, CardHeader } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { RecordNotes } from '../list/notes/RecordNotes';
import { useModels } from '../registry/useModels';

/** The API model listed at `resource` when its rows take notes, else null. */
export function useNotesModel(resource: string): string | null {
  const model = useModels().find((candidate) => candidate.resource === resource);
  return model?.list.notes ? model.name : null;
}

export function NotesAside({ model, id }: { model: string; id: string }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card component="aside" aria-labelledby={headingId}>
      <CardHeader
        title={translate('list.notes.title')}
        slotProps={{ title: { id: headingId, component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <RecordNotes model={model} id={id} />
      </CardContent>
    </Card>
  );
}
