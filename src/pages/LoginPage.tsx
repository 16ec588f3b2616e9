// /session/login (spec 2.5): email and password; the server's notice shows, then after 1.5 s the admin
// opens where the visitor was going (a same-site `redirect`) or on the dashboard.
import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Form, useAuthProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LOGIN_REDIRECT_DELAY_MS } from '../config';
import type { Credentials } from '../providers/authProvider';
import { useRedirectTarget } from '../routing/useRedirectTarget';
import { LoginPageLinks } from './session/LoginPageLinks';
import { SessionCard } from './session/SessionCard';
import { CurrentPasswordInput, EmailInput } from './session/SessionInputs';
import { SubmitButton } from './session/SubmitButton';
import { unlockScreen } from './session/screenLock';

const LoginPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const [submitting, setSubmitting] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const fields = useRef<HTMLDivElement>(null);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // The fields are disabled while the request runs, which drops keyboard focus; after a refusal it goes
  // back to the password, selected, so it can simply be typed again.
  useEffect(() => {
    if (refusals === 0) return;
    const password = fields.current?.querySelector<HTMLInputElement>('input[name="password"]');
    password?.focus();
    password?.select();
  }, [refusals]);

  const submit = async (values: Record<string, unknown>) => {
    if (!authProvider) return;
    setSubmitting(true);
    try {
      await authProvider.login(values as unknown as Credentials);
      // A new sign-in starts unlocked, whatever an earlier session left behind.
      unlockScreen();
    } catch {
      // The request helper has shown the server's message.
      setSubmitting(false);
      setRefusals((count) => count + 1);
      return;
    }
    redirectTimer.current = window.setTimeout(() => navigate(target), LOGIN_REDIRECT_DELAY_MS);
  };

  return (
    <SessionCard texts="app.login" intro={translate('app.login.intro')}>
      <Box ref={fields}>
        <Form onSubmit={submit} noValidate>
          <EmailInput label={translate('app.login.email')} autoComplete="username" busy={submitting} autoFocus />
          <CurrentPasswordInput label={translate('app.login.password')} busy={submitting} />
          <SubmitButton busy={submitting} texts="app.login" />
        </Form>
      </Box>
      <LoginPageLinks />
    </SessionCard>
  );
};

export default LoginPage;
