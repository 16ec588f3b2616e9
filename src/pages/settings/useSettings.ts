// The settings screen's data: the served catalogue and the stored values, loaded together; `retry` after
// a failure, `replace` after a save (the answer holds the saved values as GET settings would show them).
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { SettingUi } from '../../../common/settings/catalogue';
import type { ModelDataProvider } from '../../providers/dataProvider';

export interface LoadedSettings {
  catalogue: SettingUi[];
  stored: Record<string, unknown>;
}

export function useSettings() {
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [loaded, setLoaded] = useState<LoadedSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setFailed(false);
    Promise.all([dataProvider.getSettingsCatalogue(), dataProvider.getSettings()]).then(
      ([catalogue, stored]) => current && setLoaded({ catalogue, stored }),
      (error: unknown) => {
        console.error('The settings could not be loaded.', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [dataProvider, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback(
    (saved: Record<string, unknown>) =>
      setLoaded((previous) => previous && { ...previous, stored: { ...previous.stored, ...saved } }),
    [],
  );
  return { loaded, failed, retry, replace };
}
