// /callback (spec 2.1, 7.6, 8): the external provider's answer. Success keeps the session, loads the
// admin's profile and opens the dashboard; an error goes to / with the spec's alert.
import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../config';
import { request } from '../../providers/http';
import { accessToken, saveSession, type SessionUser } from '../../providers/session';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { externalSession as defaultSession } from './index';
import type { ExternalSession } from './externalSession';
import { oidcMessage } from './oidcMessages';

type Profile = SessionUser & { permissions?: string[] };

/** Stores the user and permissions the API gives for the new token (spec 7.1, profile fetch). */
async function loadProfile(token: string): Promise<void> {
  try {
    const { data } = await request<Profile>('admins/my-profile', { quiet: true });
    const { permissions = [], ...user } = data;
    saveSession({ token, user, permissions });
  } catch (error) {
    // Logged only (spec 8, profile fetch failure); the admin's own checks decide what happens next.
    console.error('The profile could not be loaded after the external sign-in.', error);
  }
}

export const CallbackPage = ({ session = defaultSession }: { session?: ExternalSession }) => {
  const navigate = useNavigate();
  // The hash is read once, even when React runs the effect twice (strict mode).
  const handled = useRef(false);
  useDocumentTitle(oidcMessage('signing_in'));

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const result = session.handleCallback(window.location.hash);
    if (!result.ok) {
      console.error('External sign-in failed:', result.error, result.description ?? '');
      navigate('/', { replace: true });
      window.alert(oidcMessage('callback_error', { error: result.error }));
      return;
    }
    const token = accessToken() ?? '';
    void loadProfile(token).then(() => navigate(DASHBOARD_PATH, { replace: true }));
  }, [navigate, session]);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography role="status">{oidcMessage('signing_in')}</Typography>
    </Box>
  );
};

export default CallbackPage;
