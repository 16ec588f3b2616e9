// The react-admin context of every public page (translations, store, the admin's theme and direction,
// notifications): the login page (SessionApp) and the other session pages routed from App.tsx.
import { CssBaseline } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { AdminContext, Notification } from 'react-admin';
import { authProvider } from '../../providers/authProvider';
import { i18nProvider } from '../../providers/i18nProvider';
import { NotifierBridge } from '../../providers/NotifierBridge';
import { store } from '../../providers/store';
import { RouteFallback } from '../../routing/RouteFallback';
import { useShellTheme } from '../../theme/useShellTheme';

export const SessionFrame = ({ children }: { children: ReactNode }) => (
  // The customizer's theme (colours, mode, direction), so public pages look like the admin.
  <AdminContext
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={useShellTheme()}
    darkTheme={null}
  >
    <CssBaseline enableColorScheme />
    <Suspense fallback={<RouteFallback />}>{children}</Suspense>
    <Notification />
    <NotifierBridge />
  </AdminContext>
);
