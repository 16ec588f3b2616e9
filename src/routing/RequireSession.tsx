// Signed-out visits to /default/* go straight to the login page with their way back (spec 2.1), before
// react-admin mounts: its own anonymous catch-all would log out again on every navigation. While the
// screen is locked they go to the lock screen instead, which comes back here once unlocked.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { lockScreenPathFor } from '../pages/session/paths';
import { isScreenLocked } from '../pages/session/screenLock';
import { hasSession } from '../providers/session';
import { loginPathFor } from './safeRedirect';

export const RequireSession = ({ children }: { children: ReactNode }) => {
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  if (!hasSession()) return <Navigate to={loginPathFor(here)} replace />;
  if (isScreenLocked()) return <Navigate to={lockScreenPathFor(here)} replace />;
  return <>{children}</>;
};
