// The app's one external sign-in client, configured at build time (src/config.ts).
import { OIDC_SETTINGS } from '../../config';
import { createExternalSession } from './externalSession';

export const externalSession = createExternalSession(OIDC_SETTINGS);
