// Signed-out visits to /default/* go straight to the login page with their way back (spec 2.1), before
// react-admin mounts: its own anonymous catch-all would log out again on every navigation.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasSession } from '../providers/session';
import { loginPathFor } from './safeRedirect';

export const RequireSession = ({ children }: { children: ReactNode }) => {
  const { pathname, search, hash } = useLocation();
  if (!hasSession()) return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  return <>{children}</>;
};
