// Everything under /default: react-admin, signed in only (a signed-out visit goes to the login page
// with `redirect`, see authProvider.logout/checkAuth).
import { lazy, Suspense } from 'react';
import { CustomRoutes, Notification } from 'react-admin';
import { Route } from 'react-router-dom';
import { ADMIN_BASENAME, PRODUCT_NAME } from '../config';
import { Layout } from '../layout/Layout';
import { LoadingScreen } from '../layout/LoadingScreen';
import NotAvailablePage from '../pages/NotAvailablePage';
import { PROFILE_ROUTE } from '../pages/profile/paths';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { NotifierBridge } from '../providers/NotifierBridge';
import { store } from '../providers/store';
import { useDisplaySettings } from '../registry/useDisplaySettings';
import { useServedModels } from '../registry/useServedModels';
import { resourceElements } from '../resources';
import { useShellTheme } from '../theme/useShellTheme';
import { AdminShell } from './AdminShell';
import { RouteFallback } from './RouteFallback';

/** The pages of no model, each loaded on its first visit. */
const PAGES = [
  { path: 'dashboard', Page: lazy(() => import('../pages/DashboardPage')) },
  { path: PROFILE_ROUTE, Page: lazy(() => import('../pages/ProfilePage')) },
  { path: 'treeview', Page: lazy(() => import('../pages/referrals/ReferralTreePage')) },
  { path: 'support/:threadId?', Page: lazy(() => import('../chat/support/SupportPage')) },
  { path: 'settings', Page: lazy(() => import('../pages/settings/SettingsPage')) },
];

// Rendered by react-admin whether signed in or not, so the bridge does not depend on the layout.
const AdminNotification = () => (
  <>
    <Notification />
    <NotifierBridge />
  </>
);

const AdminApp = () => {
  // The theme customizer's theme (it holds the light/dark choice, so react-admin's own dark theme is off).
  const theme = useShellTheme();
  // The resources come from the served model registry: react-admin starts once it has arrived (the
  // progress bar runs meanwhile), so every address finds its screen at the first render.
  const models = useServedModels();
  // Numbers and dates follow the digits setting from the first screen on.
  const displayReady = useDisplaySettings(dataProvider);
  if (!models || !displayReady) return <RouteFallback />;
  return (
    <AdminShell
      basename={ADMIN_BASENAME}
      disableTelemetry
      requireAuth
      loginPage={false}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      darkTheme={null}
      layout={Layout}
      loading={LoadingScreen}
      catchAll={NotAvailablePage}
      notification={AdminNotification}
      title={PRODUCT_NAME}
    >
      <CustomRoutes>
        {PAGES.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<RouteFallback />}>
                <Page />
              </Suspense>
            }
          />
        ))}
      </CustomRoutes>
      {resourceElements(models)}
    </AdminShell>
  );
};

export default AdminApp;
