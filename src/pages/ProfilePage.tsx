// /default/users/user-profile (spec 2.2): the signed-in admin edits their name, email, image and password.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMyProfile } from '../layout/user/profileStore';
import { storedUser } from '../providers/session';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { ProfileForm } from './profile/ProfileForm';
import { TwoFactorSection } from './profile/TwoFactorSection';

const ProfilePage = () => {
  const translate = useTranslate();
  const { profile } = useMyProfile();
  useDocumentTitle(translate('shell.profile.title'));
  // The shell loads the profile; the session's copy fills the form until it answers.
  const user = profile ?? storedUser();

  return (
    <Box sx={{ py: 2, maxWidth: 760 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('shell.profile.title')}
      </Typography>
      {/* A new profile answer (another tab, a refresh) starts the form again from it. */}
      {user && (
        <ProfileForm
          key={`${user.id}:${user.email}:${user.first_name}:${user.last_name}:${user.image ?? ''}`}
          user={user}
        />
      )}
      <TwoFactorSection />
    </Box>
  );
};

export default ProfilePage;
