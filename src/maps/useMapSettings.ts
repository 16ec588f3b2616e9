// The map settings (GET settings/map), read by each page that draws a map when it opens, so a tile server
// set up on the settings screen applies without reloading. A failed read means no map: the coordinates
// still show as text.
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ModelDataProvider } from '../providers/dataProvider';
import type { MapSettings } from '../providers/calls/settings';

const NO_MAP: MapSettings = { tile_url: null, attribution: null };

/** undefined while the settings load. */
export function useMapSettings(): MapSettings | undefined {
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [settings, setSettings] = useState<MapSettings>();
  useEffect(() => {
    let current = true;
    dataProvider
      .getMapSettings()
      .catch(() => NO_MAP)
      .then((value) => current && setSettings(value));
    return () => {
      current = false;
    };
  }, [dataProvider]);
  return settings;
}
