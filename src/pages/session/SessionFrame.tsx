// The react-admin context of the session pages (translations, store, notifications), as the login
// page's SessionApp provides it: these pages are routed from App.tsx next to it.
import { CssBaseline } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { AdminContext, Notification } from 'react-admin';
import { authProvider } from '../../providers/authProvider';
import { i18nProvider } from '../../providers/i18nProvider';
import { NotifierBridge } from '../../providers/NotifierBridge';
import { store } from '../../providers/store';
import { RouteFallback } from '../../routing/RouteFallback';

export const SessionFrame = ({ children }: { children: ReactNode }) => (
  <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
    <CssBaseline enableColorScheme />
    <Suspense fallback={<RouteFallback />}>{children}</Suspense>
    <Notification />
    <NotifierBridge />
  </AdminContext>
);
