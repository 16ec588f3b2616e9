// The router (spec 2.1, browser history): / → the dashboard, /session/* public, /default/* signed in.
// Both halves are loaded on demand so the first screen downloads only what it shows.
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { DASHBOARD_PATH } from './config';
import { NavigateRegistrar } from './routing/NavigateRegistrar';
import { NavigationProgress } from './routing/NavigationProgress';
import { NewVersionDialog } from './routing/NewVersionDialog';
import { RequireSession } from './routing/RequireSession';
import { RouteFallback } from './routing/RouteFallback';
import { ScrollReset } from './routing/ScrollReset';
import { DirectionProvider } from './theme/DirectionProvider';

const SessionApp = lazy(() => import('./routing/SessionApp'));
const AdminApp = lazy(() => import('./routing/AdminApp'));
const SessionPages = lazy(() => import('./pages/session/SessionPages'));
const CallbackPage = lazy(() => import('./auth/oidc/CallbackPage'));

export const AppRoutes = () => (
  <>
    <NavigateRegistrar />
    <NavigationProgress />
    <ScrollReset />
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route path="/" element={<Navigate to={DASHBOARD_PATH} replace />} />
        <Route path="/session/sign-up" element={<SessionPages page="sign-up" />} />
        <Route path="/session/lock-screen" element={<SessionPages page="lock-screen" />} />
        <Route path="/session/forgot-password" element={<SessionPages page="forgot-password" />} />
        <Route path="/session/reset-password" element={<SessionPages page="reset-password" />} />
        <Route path="/callback" element={<CallbackPage />} />
        <Route path="/session/*" element={<SessionApp />} />
        {/* /default itself has no page: it opens the dashboard. */}
        <Route path="/default" element={<Navigate to={DASHBOARD_PATH} replace />} />
        <Route
          path="/default/*"
          element={
            <RequireSession>
              <AdminApp />
            </RequireSession>
          }
        />
        <Route path="*" element={<Navigate to={DASHBOARD_PATH} replace />} />
      </Routes>
    </Suspense>
  </>
);

export const App = () => (
  <BrowserRouter>
    {/* The layout direction (and its right-to-left style cache) for every page, public ones included. */}
    <DirectionProvider>
      <AppRoutes />
      {/* A part that failed to load after a release: reloading, or the update message (main.tsx watches). */}
      <NewVersionDialog />
    </DirectionProvider>
  </BrowserRouter>
);
