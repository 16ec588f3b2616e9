// The served model registry inside react-admin (menu, titles): the same single fetch as the resources.
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ModelUi } from '../../common/models/registry';
import type { ModelDataProvider } from '../providers/dataProvider';
import { loadedModels, loadModels } from './loadModels';

const NONE: ModelUi[] = [];

export function useModels(): ModelUi[] {
  const dataProvider = useDataProvider<ModelDataProvider>();
  const [models, setModels] = useState<ModelUi[]>(() => loadedModels() ?? NONE);
  useEffect(() => {
    let current = true;
    loadModels(dataProvider).then(
      (loaded) => current && setModels(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [dataProvider]);
  return models;
}
