// The public session pages routed from App.tsx (spec 2.1), each inside the session pages' context.
import ForgotPasswordPage from './ForgotPasswordPage';
import LockScreenPage from './LockScreenPage';
import ResetPasswordPage from './ResetPasswordPage';
import { SessionFrame } from './SessionFrame';
import SignUpPage from './SignUpPage';

const PAGES = {
  'sign-up': SignUpPage,
  'lock-screen': LockScreenPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
};

export type SessionPageName = keyof typeof PAGES;

const SessionPages = ({ page }: { page: SessionPageName }) => {
  const Page = PAGES[page];
  return (
    <SessionFrame>
      <Page />
    </SessionFrame>
  );
};

export default SessionPages;
