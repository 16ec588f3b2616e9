// The router (spec 2.1, browser history): / → the dashboard, /session/* public, /default/* signed in.
// Both halves are loaded on demand so the first screen downloads only what it shows.
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_PATH } from './config';
import { NavigateRegistrar } from './routing/NavigateRegistrar';
import { NavigationProgress } from './routing/NavigationProgress';
import { RouteFallback } from './routing/RouteFallback';
import { ScrollReset } from './routing/ScrollReset';

const SessionApp = lazy(() => import('./routing/SessionApp'));
const AdminApp = lazy(() => import('./routing/AdminApp'));

export const AppRoutes = () => (
  <>
    <NavigateRegistrar />
    <NavigationProgress />
    <ScrollReset />
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route path="/" element={<Navigate to={DASHBOARD_PATH} replace />} />
        <Route path="/session/*" element={<SessionApp />} />
        {/* /default itself has no page: it opens the dashboard. */}
        <Route path="/default" element={<Navigate to={DASHBOARD_PATH} replace />} />
        <Route path="/default/*" element={<AdminApp />} />
        <Route path="*" element={<Navigate to={DASHBOARD_PATH} replace />} />
      </Routes>
    </Suspense>
  </>
);

export const App = () => (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);
