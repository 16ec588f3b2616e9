// The map settings every signed-in admin's address and area pages follow: the tile URL template (none:
// no map, the coordinates are shown as text and nothing is fetched) and the attribution shown on the map.
import type { Kysely } from 'kysely';
import { nullable, shape, str } from '../openapi/answers';
import { isTileUrl } from './catalogue';

export const MAP_SETTINGS = { tile_url: 'map.tile_url', attribution: 'map.attribution' } as const;

export interface MapSettings {
  tile_url: string | null;
  attribution: string | null;
}

export const mapSettingsSchema = shape({
  tile_url: nullable({ type: 'string', description: 'An https URL template with `{z}`, `{x}` and `{y}`' }),
  attribution: nullable(str),
});

export async function mapSettings(db: Kysely<any>): Promise<MapSettings> {
  const keys = Object.values(MAP_SETTINGS);
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute();
  const stored = new Map(rows.map((row) => [String(row.key), String(row.value)]));
  const textOf = (key: string): string | null => {
    try {
      const value: unknown = JSON.parse(stored.get(key) ?? 'null');
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
    } catch {
      // Not JSON (written before the catalogue knew the key): as if unset.
      return null;
    }
  };
  const tileUrl = textOf(MAP_SETTINGS.tile_url);
  return {
    tile_url: tileUrl !== null && isTileUrl(tileUrl) ? tileUrl : null,
    attribution: textOf(MAP_SETTINGS.attribution),
  };
}
