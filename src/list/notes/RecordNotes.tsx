// A record's notes (view, Add Note) and, for admins who may read it, its history from the activity log:
// the body of the list's notes dialog and of the edit pages' notes aside.
import { Divider, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { RecordHistory, useCanViewActivity } from '../../activity/RecordHistory';
import type { RecordId } from '../../providers/dataProvider';
import { NotesPanel } from './NotesPanel';

interface RecordNotesProps {
  model: string;
  id: RecordId;
  /** The level of the history's heading under the notes' own. */
  historyHeading?: 'h2' | 'h3';
}

export function RecordNotes({ model, id, historyHeading = 'h3' }: RecordNotesProps) {
  const translate = useTranslate();
  const canViewActivity = useCanViewActivity();
  const headingId = useId();
  return (
    <>
      <NotesPanel model={model} id={id} />
      {canViewActivity && (
        <section aria-labelledby={headingId}>
          <Divider sx={{ my: 2 }} />
          <Typography id={headingId} component={historyHeading} variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {translate('activity.title')}
          </Typography>
          <RecordHistory model={model} id={id} noteDates />
        </section>
      )}
    </>
  );
}
