// Areas: the details page at /default/areas/:id with the area's outline (its form is declared).
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default { details: lazyForm(() => import('./AreaDetailsPage')) } satisfies CustomScreens;
