// /session/login (spec 2.5): email and password; the server's notice shows, then after 1.5 s the admin
// opens where the visitor was going (a same-site `redirect`) or on the dashboard.
import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Form, useAuthProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LOGIN_REDIRECT_DELAY_MS } from '../config';
import type { Credentials, LoginOutcome, SecondFactor } from '../providers/authProvider';
import type { HttpError } from '../providers/http';
import { useRedirectTarget } from '../routing/useRedirectTarget';
import { LoginPageLinks } from './session/LoginPageLinks';
import { SecondFactorForm } from './session/SecondFactorForm';
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
  // Set when the password was right and the account asks for its second factor.
  const [challenge, setChallenge] = useState<string | null>(null);
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
      const outcome: LoginOutcome = await authProvider.login(values as unknown as Credentials);
      if (outcome.challenge) {
        setChallenge(outcome.challenge);
        setSubmitting(false);
        return;
      }
    } catch {
      // The request helper has shown the server's message.
      setSubmitting(false);
      setRefusals((count) => count + 1);
      return;
    }
    signedIn();
  };

  const submitSecondFactor = async (factor: Omit<SecondFactor, 'challenge'>) => {
    if (!authProvider || !challenge) return;
    setSubmitting(true);
    try {
      await authProvider.loginWithSecondFactor({ challenge, ...factor });
    } catch (error) {
      setSubmitting(false);
      // An expired or used challenge: back to the password.
      if ((error as HttpError).errors?.challenge) setChallenge(null);
      return;
    }
    signedIn();
  };

  const signedIn = () => {
    // A new sign-in starts unlocked, whatever an earlier session left behind.
    unlockScreen();
    redirectTimer.current = window.setTimeout(() => navigate(target), LOGIN_REDIRECT_DELAY_MS);
  };

  return (
    <SessionCard texts="app.login" intro={translate('app.login.intro')}>
      <Box ref={fields}>
        {challenge ? (
          <SecondFactorForm busy={submitting} onSubmit={submitSecondFactor} />
        ) : (
          <Form onSubmit={submit} noValidate>
            <EmailInput label={translate('app.login.email')} autoComplete="username" busy={submitting} autoFocus />
            <CurrentPasswordInput label={translate('app.login.password')} busy={submitting} />
            <SubmitButton busy={submitting} texts="app.login" />
          </Form>
        )}
      </Box>
      <LoginPageLinks />
    </SessionCard>
  );
};

export default LoginPage;
