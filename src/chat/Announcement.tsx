// A polite announcement for screen readers only. The conversation's log itself is not live: it would
// read the sender's own text back to them, so what is said is chosen here ("Message sent", "New message
// from …").
import { Box } from '@mui/material';
import { visuallyHidden } from '../layout/visuallyHidden';

/** `count` changes with each announcement, so the same words are read again. */
export function Announcement({ text, count }: { text: string | null; count: number }) {
  return (
    <Box role="status" sx={visuallyHidden}>
      {text && <span key={count}>{text}</span>}
    </Box>
  );
}
