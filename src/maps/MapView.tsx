// A map when a tile server is set up (the map.tile_url setting), nothing otherwise: the pages show the
// coordinates as text either way, so without tiles nothing is fetched and nothing is missing.
import { lazy, type ReactNode, Suspense } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LeafletMapProps } from './LeafletMap';
import { useMapSettings } from './useMapSettings';

// Leaflet stays out of the admin's shared chunks: it loads with the first map drawn.
const LeafletMap = lazy(() => import('./LeafletMap'));

export type MapViewProps = Omit<LeafletMapProps, 'tileUrl' | 'attribution'> & {
  /** Shown instead of the map when no tile server is set up. */
  withoutTiles?: ReactNode;
};

export function MapView({ withoutTiles = null, ...props }: MapViewProps) {
  const translate = useTranslate();
  const settings = useMapSettings();
  if (!settings) return null;
  if (!settings.tile_url) return <>{withoutTiles}</>;
  return (
    <Suspense fallback={<Typography role="status">{translate('maps.loading')}</Typography>}>
      <LeafletMap tileUrl={settings.tile_url} attribution={settings.attribution} {...props} />
    </Suspense>
  );
}
