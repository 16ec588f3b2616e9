// /session/lock-screen?redirect=…: the signed-in admin (name and picture from the stored session) types
// the password to go back to where they were (which also lifts the lock, see screenLock.ts). 'Sign in as
// someone else' ends the session.
import { Avatar, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, useLogout, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { ERROR_TOAST_MS } from '../../config';
import { messageKeys, request } from '../../providers/http';
import { showToast } from '../../providers/notifier';
import { accessToken, clearSession, saveSession, storedUser, type Session } from '../../providers/session';
import { loginPathFor } from '../../routing/safeRedirect';
import { useRedirectTarget } from '../../routing/useRedirectTarget';
import { FailureAlert } from './FailureAlert';
import { fieldErrorsFor, formFailure } from './formFailure';
import { unlockScreen } from './screenLock';
import { SessionCard } from './SessionCard';
import { CurrentPasswordInput } from './SessionInputs';
import { SubmitButton } from './SubmitButton';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

const LockScreenPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const user = storedUser();
  const token = accessToken();
  const target = useRedirectTarget();

  // Nobody to unlock for: signing in is the way back.
  if (!user || !token) return <Navigate to={loginPathFor(target)} replace />;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await request<Omit<Session, 'token'>>('lock-screen/unlock', {
        method: 'post',
        data: { password: String(values.password ?? '') },
        quiet: true,
      });
      // A super admin may have changed the role meanwhile: carry on with the current permissions.
      saveSession({ token, user: data.user, permissions: data.permissions });
      unlockScreen();
      navigate(target, { replace: true });
      return undefined;
    } catch (error) {
      const problem = formFailure(error);
      setBusy(false);
      if (problem.status === 401) {
        // The session ended while the screen was locked.
        clearSession();
        unlockScreen();
        showToast({ message: messageKeys.needLogin, type: 'error', autoHideDuration: ERROR_TOAST_MS });
        navigate(loginPathFor(target), { replace: true });
        return undefined;
      }
      setFailure(problem.message);
      return fieldErrorsFor(problem, ['password']);
    }
  };

  const switchAccount = () => {
    unlockScreen();
    void logout();
  };

  const avatar = (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Avatar
        src={user.image || undefined}
        alt={translate('session.lock_screen.avatar', { name })}
        sx={{ width: 72, height: 72 }}
      >
        {initialsOf(name)}
      </Avatar>
      <Typography variant="subtitle1" component="p">
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="p">
        {user.email}
      </Typography>
    </Box>
  );

  return (
    <SessionCard
      texts="session.lock_screen"
      intro={translate('session.lock_screen.intro')}
      header={avatar}
      footer={
        <Button variant="text" size="small" onClick={switchAccount} sx={{ px: 0 }}>
          {translate('session.lock_screen.switch_account')}
        </Button>
      }
    >
      <FailureAlert message={failure} />
      <Form onSubmit={submit} noValidate>
        {/* Lets password managers offer the password of this account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <CurrentPasswordInput label={translate('session.fields.password')} busy={busy} autoFocus />
        <SubmitButton busy={busy} texts="session.lock_screen" />
      </Form>
    </SessionCard>
  );
};

export default LockScreenPage;
