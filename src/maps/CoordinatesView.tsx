// A point as text (latitude and longitude): what the details page shows with or without a map.
import { Box, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatDegrees } from './formatDegrees';

export interface Point {
  latitude: number;
  longitude: number;
}

export function CoordinatesView({ point }: { point: Point | null }) {
  const translate = useTranslate();
  const locale = useLocale();
  if (!point) return <Typography>{translate('maps.no_point')}</Typography>;
  const rows: Array<[string, number]> = [
    [translate('maps.latitude'), point.latitude],
    [translate('maps.longitude'), point.longitude],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="subtitle2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {formatDegrees(value, locale)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The point of a record's `latitude` and `longitude`, or null unless both are numbers. */
export function pointOf(item: Record<string, unknown>): Point | null {
  const { latitude, longitude } = item;
  const numeric = (value: unknown) => value !== null && value !== '' && Number.isFinite(Number(value));
  return numeric(latitude) && numeric(longitude) ? { latitude: Number(latitude), longitude: Number(longitude) } : null;
}
