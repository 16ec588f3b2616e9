// Programmes: the declared form, and a details page of their own (figures, sub-programmes, pricing plans,
// latest subscriptions, chat groups).
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default { details: lazyForm(() => import('./ProgramDetailsPage')) } satisfies CustomScreens;
