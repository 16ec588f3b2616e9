// A details page's header: the record's picture (or its initials), its name and its status chips, with
// the way back to the list, instead of a bare heading over a key/value list.
import type { ReactNode } from 'react';
import { Avatar, Box, Typography } from '@mui/material';
import type { SingleRecord } from '../../providers/dataProvider';
import { cellContentSx } from '../table/resultsSx';
import { isStatusValue, statusChip } from '../table/StatusChip';

/** Only web and site-relative image addresses are drawn. */
const SAFE_IMAGE = /^(https?:\/\/|\/(?!\/))/i;

/** The first picture among the record's fields, if any. */
function pictureOf(single: SingleRecord | null): string | undefined {
  const picture = single?.headers.find((header) => header.type === 'image' && single.row?.[header.value]);
  const source = picture && single?.row?.[picture.value];
  return typeof source === 'string' && SAFE_IMAGE.test(source) ? source : undefined;
}

/** 'Sara Hassan' → 'SH'; 'ORD-100012' → 'O'. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export function DetailsHeader({
  heading,
  single,
  action,
}: {
  heading: string;
  single: SingleRecord | null;
  /** The way back (and any other action of the page). */
  action: ReactNode;
}) {
  const statuses = Object.values(single?.row ?? {}).filter(isStatusValue);
  const initials = initialsOf(heading);
  return (
    <Box sx={[{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }, cellContentSx]}>
      {single && (
        <Avatar src={pictureOf(single)} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
          {initials || undefined}
        </Avatar>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1">
          {heading}
        </Typography>
        {statuses.length > 0 && (
          <Box data-testid="details-statuses" sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            {statuses.map((status) => (
              <span key={`${status.value}-${status.label}`}>{statusChip(status)}</span>
            ))}
          </Box>
        )}
      </Box>
      {action}
    </Box>
  );
}
