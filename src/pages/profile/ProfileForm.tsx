// The profile form: name, email and image, and an optional password change (docs/api.md). Field
// messages of a refused save appear under their fields; the request helper shows the server's notice.
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Card, CardContent, CircularProgress, Divider, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Form, PasswordInput, TextInput, type TextInputProps, useTranslate, type Validator } from 'react-admin';
import { HttpError } from '../../providers/http';
import type { SessionUser } from '../../providers/session';
import { ProfileImageField } from './ProfileImageField';
import {
  currentPasswordFor,
  emailValidators,
  matchesPassword,
  nameValidators,
  passwordValidators,
} from './profileValidation';
import { saveProfile, type ImageChoice, type ProfileValues } from './saveProfile';

const TWO_COLUMNS = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

const FORM_FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation', 'current_password'];

export const ProfileForm = ({ user }: { user: SessionUser }) => {
  const translate = useTranslate();
  const detailsId = useId();
  const passwordId = useId();
  const [image, setImage] = useState<ImageChoice>({ kind: 'current' });
  const [imageError, setImageError] = useState<string>();
  const [saving, setSaving] = useState(false);
  // A new form after each save: the password fields empty again, the saved values as the start.
  const [saved, setSaved] = useState(0);

  const record: ProfileValues = {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    email: user.email ?? '',
    password: '',
    password_confirmation: '',
    current_password: '',
  };

  /** An input labelled `shell.profile.{source}`, disabled while saving. */
  const input = (
    Input: typeof TextInput | typeof PasswordInput,
    source: string,
    autoComplete: string,
    validate: Validator | Validator[],
    more: Partial<TextInputProps> = {},
  ) => (
    <Input
      source={source}
      label={translate(`shell.profile.${source}`)}
      validate={validate}
      autoComplete={autoComplete}
      disabled={saving}
      {...more}
    />
  );

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    setImageError(undefined);
    try {
      await saveProfile(values as unknown as ProfileValues, image);
      setImage({ kind: 'current' });
      setSaved((count) => count + 1);
      return undefined;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setImageError(error.errors.image?.join(' '));
      // react-admin shows these under the fields.
      return Object.fromEntries(
        Object.entries(error.errors)
          .filter(([field]) => FORM_FIELDS.includes(field))
          .map(([field, messages]) => [field, messages.join(' ')]),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form key={saved} record={record} onSubmit={submit} noValidate>
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box component="section" aria-labelledby={detailsId}>
            <Typography id={detailsId} component="h2" variant="h6" sx={{ mb: 2 }}>
              {translate('shell.profile.details')}
            </Typography>
            <ProfileImageField
              currentImage={user.image}
              choice={image}
              onChange={setImage}
              serverError={imageError}
              disabled={saving}
            />
            <Box sx={{ ...TWO_COLUMNS, mt: 2 }}>
              {input(TextInput, 'first_name', 'given-name', nameValidators)}
              {input(TextInput, 'last_name', 'family-name', nameValidators)}
            </Box>
            {input(TextInput, 'email', 'email', emailValidators, { type: 'email' })}
          </Box>
          <Divider />
          <Box component="section" aria-labelledby={passwordId}>
            <Typography id={passwordId} component="h2" variant="h6">
              {translate('shell.profile.password_section')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {translate('shell.profile.password_hint')}
            </Typography>
            <Box sx={TWO_COLUMNS}>
              {input(PasswordInput, 'password', 'new-password', passwordValidators)}
              {input(PasswordInput, 'password_confirmation', 'new-password', matchesPassword)}
            </Box>
            {input(PasswordInput, 'current_password', 'current-password', currentPasswordFor(record.email), {
              helperText: translate('shell.profile.current_password_hint'),
            })}
          </Box>
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SaveIcon />}
            >
              {translate(saving ? 'shell.profile.saving' : 'shell.profile.save')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Form>
  );
};
