// The public pages under /session (spec 2.1), in their own react-admin context for translations,
// theme and notifications.
import { CssBaseline } from '@mui/material';
import { lazy, Suspense } from 'react';
import { AdminContext, Notification } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LOGIN_PATH } from '../config';
import { authProvider } from '../providers/authProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { NotifierBridge } from '../providers/NotifierBridge';
import { store } from '../providers/store';
import { useShellTheme } from '../theme/useShellTheme';
import { RouteFallback } from './RouteFallback';

const LoginPage = lazy(() => import('../pages/LoginPage'));

const SessionApp = () => (
  // The admin's theme (the customizer's colours and mode, the layout direction).
  <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={useShellTheme()} darkTheme={null}>
    <CssBaseline enableColorScheme />
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
      </Routes>
    </Suspense>
    <Notification />
    <NotifierBridge />
  </AdminContext>
);

export default SessionApp;
