// The diet programme form: /default/diet-programs/ops creates, /default/diet-programs/ops/:id edits and
// offers Duplicate (spec 2.2, 7.2).
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default { form: lazyForm(() => import('./DietProgramFormPage')) } satisfies CustomScreens;
