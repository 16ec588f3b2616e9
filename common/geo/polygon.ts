// An area's outline is stored as GeoJSON text: one Polygon whose outer ring (and any holes) are closed
// rings of [longitude, latitude] positions. The server validates it with the same reader the admin uses
// to describe it (its vertex count and bounding box when no map is shown).

export type Position = readonly [longitude: number, latitude: number];

export interface PolygonOutline {
  /** The outer ring, closing position included. */
  rings: readonly (readonly Position[])[];
}

export interface OutlineSummary {
  /** Corners of the outer ring (its closing position, a repeat of the first, not counted). */
  vertices: number;
  south: number;
  west: number;
  north: number;
  east: number;
}

/** A GeoJSON ring has at least four positions, the last repeating the first. */
const MIN_RING = 4;
/** More corners than an area outline needs; keeps the stored text and the drawing small. */
export const MAX_OUTLINE_VERTICES = 500;

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((part) => typeof part === 'number' && Number.isFinite(part)) &&
  Math.abs(value[0]) <= 180 &&
  Math.abs(value[1]) <= 90;

function isRing(value: unknown): value is Position[] {
  if (!Array.isArray(value) || value.length < MIN_RING || value.length > MAX_OUTLINE_VERTICES + 1) return false;
  if (!value.every(isPosition)) return false;
  const first = value[0];
  const last = value[value.length - 1];
  return first[0] === last[0] && first[1] === last[1];
}

/** The outline in `text`, or null when it is not a GeoJSON Polygon of closed rings within the globe. */
export function parseOutline(text: string): PolygonOutline | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  if (type !== 'Polygon' || !Array.isArray(coordinates) || coordinates.length === 0) return null;
  return coordinates.every(isRing) ? { rings: coordinates } : null;
}

export function summarizeOutline(outline: PolygonOutline): OutlineSummary {
  const outer = outline.rings[0];
  const longitudes = outer.map(([longitude]) => longitude);
  const latitudes = outer.map(([, latitude]) => latitude);
  return {
    vertices: outer.length - 1,
    south: Math.min(...latitudes),
    west: Math.min(...longitudes),
    north: Math.max(...latitudes),
    east: Math.max(...longitudes),
  };
}

/** A GeoJSON Polygon's text for a closed ring given without its closing position. */
export function outlineText(corners: readonly Position[]): string {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const ring = [...corners, corners[0]].map(([longitude, latitude]) => [round(longitude), round(latitude)]);
  return JSON.stringify({ type: 'Polygon', coordinates: [ring] });
}
