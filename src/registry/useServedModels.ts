// The served model registry for the admin's root, outside react-admin's providers: undefined while it
// loads, empty when the load failed (the request helper has already said so, or opened the login page).
import { useEffect, useState } from 'react';
import type { ModelUi } from '../../common/models/registry';
import { dataProvider } from '../providers/dataProvider';
import { loadedModels, loadModels } from './loadModels';

const NONE: ModelUi[] = [];

export function useServedModels(): ModelUi[] | undefined {
  const [models, setModels] = useState(loadedModels);
  useEffect(() => {
    if (models) return;
    let current = true;
    loadModels(dataProvider).then(
      (loaded) => current && setModels(loaded),
      () => current && setModels(NONE),
    );
    return () => {
      current = false;
    };
  }, [models]);
  return models;
}
