// The model registry as GET models serves it, read from the server's declarations, so the admin tests
// follow whatever models exist.
import type { ModelUi } from '../../common/models/registry';
import { modelUi } from '../../server/models/define/ui';
import { MODELS } from '../../server/models/registry';

export const SERVED_MODELS: ModelUi[] = MODELS.map(modelUi);
