// Under the login form: forgot password, sign-up (unless the server has turned it off), and the external
// provider's button when configured.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ExternalSignInButton } from '../../auth/oidc/ExternalSignInButton';
import { FORGOT_PASSWORD_PATH, SIGN_UP_PATH } from './paths';
import { SessionLink } from './SessionLink';
import { useSignUpOpen } from './useSessionOptions';

export const LoginPageLinks = () => {
  const translate = useTranslate();
  const signUpOpen = useSignUpOpen();
  return (
    <>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, mt: 1 }}>
        <SessionLink to={FORGOT_PASSWORD_PATH}>{translate('session.login_links.forgot_password')}</SessionLink>
        {signUpOpen && (
          <Typography variant="body2">
            {translate('session.login_links.no_account')}{' '}
            <SessionLink to={SIGN_UP_PATH}>{translate('session.login_links.sign_up')}</SessionLink>
          </Typography>
        )}
      </Box>
      <ExternalSignInButton />
    </>
  );
};
