// The model registry the server serves (GET models), fetched once per page load: every admin gets the
// same list and it only changes with a server release. A failed fetch is forgotten, so the next try asks again.
import type { ModelUi } from '../../common/models/registry';

interface ModelSource {
  getModels(): Promise<ModelUi[]>;
}

let loading: Promise<ModelUi[]> | null = null;
let loaded: ModelUi[] | undefined;

export function loadModels(source: ModelSource): Promise<ModelUi[]> {
  if (!loading) {
    loading = source.getModels().then(
      (models) => {
        loaded = models;
        return models;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}

/** The registry once loaded (the resources wait for it, so the screens drawn after them find it here). */
export function loadedModels(): ModelUi[] | undefined {
  return loaded;
}
