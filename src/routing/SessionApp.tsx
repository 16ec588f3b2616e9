// The login page under /session (spec 2.1), in the public pages' react-admin context.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LOGIN_PATH } from '../config';
import { SessionFrame } from '../pages/session/SessionFrame';

const LoginPage = lazy(() => import('../pages/LoginPage'));

const SessionApp = () => (
  <SessionFrame>
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
    </Routes>
  </SessionFrame>
);

export default SessionApp;
