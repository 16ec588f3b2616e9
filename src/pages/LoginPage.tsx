// /session/login (spec 2.5): email and password; the server's notice shows, then after 1.5 s the admin
// opens where the visitor was going (a same-site `redirect`) or on the dashboard.
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { email, Form, PasswordInput, required, TextInput, useAuthProvider, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { LOGIN_REDIRECT_DELAY_MS } from '../config';
import type { Credentials } from '../providers/authProvider';
import { safeRedirect } from '../routing/safeRedirect';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { LoginPageLinks } from './session/LoginPageLinks';
import { unlockScreen } from './session/screenLock';

const LoginPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const fields = useRef<HTMLDivElement>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  useDocumentTitle(translate('app.login.title'));

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
    const target = safeRedirect(searchParams.get('redirect'));
    redirectTimer.current = window.setTimeout(() => navigate(target), LOGIN_REDIRECT_DELAY_MS);
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <LanguageSwitch />
          </Box>
          <Typography component="h1" variant="h5">
            {translate('app.login.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.login.intro')}
          </Typography>
          <Box ref={fields}>
            <Form onSubmit={submit} noValidate>
              <TextInput
                source="email"
                type="email"
                label={translate('app.login.email')}
                autoComplete="username"
                autoFocus
                validate={[required(), email()]}
                disabled={submitting}
              />
              <PasswordInput
                source="password"
                label={translate('app.login.password')}
                autoComplete="current-password"
                validate={required()}
                disabled={submitting}
              />
              <Button
                type="submit"
                variant="contained"
                fullWidth
                disabled={submitting}
                startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
                sx={{ mt: 1 }}
              >
                {translate(submitting ? 'app.login.submitting' : 'app.login.submit')}
              </Button>
            </Form>
          </Box>
          <LoginPageLinks />
        </CardContent>
      </Card>
    </Box>
  );
};

export default LoginPage;
