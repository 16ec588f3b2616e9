// An outline as text: its number of corners and its bounding box (south, west, north, east).
import { Box, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { type PolygonOutline, summarizeOutline } from '../../common/geo/polygon';
import { formatDegrees } from './formatDegrees';

export function OutlineView({ outline }: { outline: PolygonOutline | null }) {
  const translate = useTranslate();
  const locale = useLocale();
  if (!outline) return <Typography>{translate('maps.no_outline')}</Typography>;
  const summary = summarizeOutline(outline);
  const sides = ['south', 'west', 'north', 'east'] as const;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>
        {translate('maps.corners', { smart_count: summary.vertices, _: String(summary.vertices) })}
      </Typography>
      <Typography component="h3" variant="subtitle1">
        {translate('maps.bounds')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
        {sides.map((side) => (
          <Box key={side} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="subtitle2" color="text.secondary">
              {translate(`maps.${side}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatDegrees(summary[side], locale)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
