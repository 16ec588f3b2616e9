// The map itself (Leaflet through react-leaflet), in a chunk of its own with Leaflet's stylesheet: only a
// page that draws a map with tiles set up loads it. Always left-to-right, whatever the page's direction.
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { divIcon, type LatLngTuple, type Marker as LeafletMarker } from 'leaflet';
import {
  AttributionControl,
  MapContainer,
  Marker,
  Polygon,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { useTranslate } from 'react-admin';
import type { PolygonOutline } from '../../common/geo/polygon';
import type { Point } from './CoordinatesView';

export interface LeafletMapProps {
  tileUrl: string;
  attribution: string | null;
  /** Names the map region, e.g. the address it shows. */
  label: string;
  point?: Point | null;
  outline?: PolygonOutline | null;
  /** Picking: a click on the map or the pin dragged there. */
  onPick?: (point: Point) => void;
}

/** Cairo, where a map without a point starts. */
const START: LatLngTuple = [30.0444, 31.2357];

// A pin drawn in CSS: Leaflet's default marker images do not survive bundling.
const PIN = divIcon({
  className: 'map-pin',
  html: '<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;background:#c62828;border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 1px 3px rgba(0,0,0,.5)"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 24],
});

/** The attribution is a setting's text: shown as text, never as markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const latLngOf = (point: Point): LatLngTuple => [point.latitude, point.longitude];

function PickOnClick({ onPick }: { onPick: (point: Point) => void }) {
  useMapEvents({ click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

/** Keeps a typed point in view. */
function FollowPoint({ point }: { point: Point }) {
  const map = useMap();
  useEffect(() => {
    const target = latLngOf(point);
    if (!map.getBounds().contains(target)) map.setView(target, Math.max(map.getZoom(), 13));
  }, [map, point]);
  return null;
}

export default function LeafletMap({ tileUrl, attribution, label, point, outline, onPick }: LeafletMapProps) {
  const translate = useTranslate();
  const rings = outline?.rings.map((ring) => ring.map(([longitude, latitude]): LatLngTuple => [latitude, longitude]));
  const view = rings
    ? { bounds: rings[0], boundsOptions: { padding: [16, 16] as [number, number] } }
    : { center: point ? latLngOf(point) : START, zoom: point ? 15 : 6 };
  return (
    <>
      {onPick && (
        <Typography variant="body2" color="text.secondary">
          {translate('maps.pick_hint')}
        </Typography>
      )}
      <Box role="region" aria-label={label} dir="ltr" sx={{ height: 320, '& .leaflet-container': { height: '100%' } }}>
        <MapContainer {...view} zoomControl={false} attributionControl={false} scrollWheelZoom={false}>
          <TileLayer url={tileUrl} attribution={attribution ? escapeHtml(attribution) : undefined} />
          <ZoomControl zoomInTitle={translate('maps.zoom_in')} zoomOutTitle={translate('maps.zoom_out')} />
          <AttributionControl prefix={false} />
          {rings && <Polygon positions={rings} pathOptions={{ color: '#1565c0', weight: 2 }} />}
          {point && (
            <Marker
              position={latLngOf(point)}
              icon={PIN}
              title={translate('maps.pin')}
              keyboard={Boolean(onPick)}
              draggable={Boolean(onPick)}
              eventHandlers={{
                dragend: (event) => {
                  const { lat, lng } = (event.target as LeafletMarker).getLatLng();
                  onPick?.({ latitude: lat, longitude: lng });
                },
              }}
            />
          )}
          {point && onPick && <FollowPoint point={point} />}
          {onPick && <PickOnClick onPick={onPick} />}
        </MapContainer>
      </Box>
    </>
  );
}
