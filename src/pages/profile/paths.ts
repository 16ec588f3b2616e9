// The profile page's address (spec 2.2).
import { ADMIN_BASENAME } from '../../config';

export const PROFILE_ROUTE = 'users/user-profile';
export const PROFILE_PATH = `${ADMIN_BASENAME}/${PROFILE_ROUTE}`;
