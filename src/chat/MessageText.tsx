// A message's plain text: shown as text (never as HTML), line breaks kept, web links clickable.
import { Link } from '@mui/material';
import { Fragment } from 'react';

const LINK = /(https?:\/\/[^\s<>"']+)/g;

/** The text cut into plain pieces and links, each keyed by where it starts. */
export function textPieces(text: string): Array<{ at: number; text: string; link: boolean }> {
  const pieces: Array<{ at: number; text: string; link: boolean }> = [];
  let at = 0;
  text.split(LINK).forEach((part, index) => {
    if (part !== '') pieces.push({ at, text: part, link: index % 2 === 1 });
    at += part.length;
  });
  return pieces;
}

export function MessageText({ text }: { text: string }) {
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {textPieces(text).map((piece) =>
        piece.link ? (
          <Link key={piece.at} href={piece.text} target="_blank" rel="noopener noreferrer nofollow">
            {piece.text}
          </Link>
        ) : (
          <Fragment key={piece.at}>{piece.text}</Fragment>
        ),
      )}
    </span>
  );
}
