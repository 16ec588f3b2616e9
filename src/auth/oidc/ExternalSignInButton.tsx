// The login page's 'Sign in with your company account' (spec 7.6): shown only when the external provider
// is configured; it sends the browser to the provider, which comes back to /callback.
import BusinessIcon from '@mui/icons-material/Business';
import { Button, Divider } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExternalSession } from './externalSession';
import { externalSession as defaultSession } from './index';

export const ExternalSignInButton = ({ session = defaultSession }: { session?: ExternalSession }) => {
  const translate = useTranslate();
  if (!session.isConfigured()) return null;
  return (
    <>
      <Divider sx={{ my: 1, typography: 'body2', color: 'text.secondary' }}>
        {translate('session.login_links.or')}
      </Divider>
      <Button variant="outlined" fullWidth startIcon={<BusinessIcon />} onClick={() => session.signIn()}>
        {translate('session.oidc.sign_in')}
      </Button>
    </>
  );
};
