// The notes of a record: sanitised text, date in the en-GB layout and the language's digits, and a marker on
// private notes.
import { Box, Chip, List, ListItem, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useLocale, useTranslate } from 'react-admin';
import { formatNoteDate } from '../format';
import { sanitizeHtml } from '../sanitizeHtml';
import type { Note } from '../types';

function authorOf(note: Note): string {
  if (!note.author) return '';
  return typeof note.author === 'string' ? note.author : note.author.name;
}

export function NotesList({ notes }: { notes: Note[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  if (notes.length === 0) {
    return <Typography color="text.secondary">{translate('list.notes.none')}</Typography>;
  }
  return (
    <List aria-label={translate('list.notes.title')} disablePadding>
      {notes.map((note, index) => (
        <ListItem key={note.id ?? index} divider sx={{ display: 'block', px: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <Typography component="time" variant="caption" color="text.secondary" dateTime={note.created_at}>
              {formatNoteDate(note.created_at, locale)}
            </Typography>
            {authorOf(note) && (
              <Typography variant="caption" color="text.secondary">
                {authorOf(note)}
              </Typography>
            )}
            {Number(note.is_private) === 1 && (
              <Chip size="small" icon={<LockIcon />} label={translate('list.notes.private_badge')} />
            )}
          </Box>
          <Box
            sx={{ '& p': { m: 0 }, '& img': { maxWidth: '100%' } }}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(note.note) }}
          />
        </ListItem>
      ))}
    </List>
  );
}
