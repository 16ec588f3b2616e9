// Addresses: the details page at /default/addresses/:id with the address's pin (its form is declared).
import { lazyForm } from '../../forms/lazyForm';
import type { CustomScreens } from '../types';

export default { details: lazyForm(() => import('./AddressDetailsPage')) } satisfies CustomScreens;
