// /session/sign-up: creates an admin without a role (a super admin gives one later), then offers the
// sign-in page. Field problems show under the fields, the server's message above the form. When the server
// has turned sign-up off, a short text replaces the form.
import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../config';
import { request } from '../../providers/http';
import { FailureAlert } from './FailureAlert';
import { SessionCard } from './SessionCard';
import { SessionLink } from './SessionLink';
import { NewPasswordInputs } from './NewPasswordInputs';
import { EmailInput } from './SessionInputs';
import { SubmitButton } from './SubmitButton';
import { useSignUpOpen } from './useSessionOptions';
import { useSessionSubmit } from './useSessionSubmit';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const;

const SignUpPage = () => {
  const translate = useTranslate();
  const [done, setDone] = useState<string | null>(null);
  const signUpOpen = useSignUpOpen();
  const { busy, failure, submit } = useSessionSubmit(FIELDS, async (values) => {
    const answer = await request('sign-up', {
      method: 'post',
      data: Object.fromEntries(FIELDS.map((field) => [field, String(values[field] ?? '')])),
      quiet: true,
    });
    setDone(answer.message ?? '');
  });

  if (done !== null) {
    return (
      <SessionCard texts="session.sign_up" heading="done">
        <Alert severity="success">{done}</Alert>
        <Button component={RouterLink} to={LOGIN_PATH} variant="contained" fullWidth sx={{ mt: 1 }}>
          {translate('session.sign_up.sign_in')}
        </Button>
      </SessionCard>
    );
  }

  const backToSignIn = (
    <Typography variant="body2">
      {translate('session.sign_up.have_account')}{' '}
      <SessionLink to={LOGIN_PATH}>{translate('session.sign_up.sign_in')}</SessionLink>
    </Typography>
  );

  if (!signUpOpen) {
    return (
      <SessionCard texts="session.sign_up" footer={backToSignIn}>
        <Alert severity="info">{translate('session.sign_up.turned_off')}</Alert>
      </SessionCard>
    );
  }

  return (
    <SessionCard texts="session.sign_up" intro={translate('session.sign_up.intro')} footer={backToSignIn}>
      <FailureAlert message={failure} />
      <Form onSubmit={submit} noValidate>
        <TextInput
          source="first_name"
          label={translate('session.fields.first_name')}
          autoComplete="given-name"
          autoFocus
          validate={required()}
          disabled={busy}
        />
        <TextInput
          source="last_name"
          label={translate('session.fields.last_name')}
          autoComplete="family-name"
          validate={required()}
          disabled={busy}
        />
        <EmailInput label={translate('session.fields.email')} autoComplete="email" busy={busy} />
        <NewPasswordInputs
          label={translate('session.fields.password')}
          confirmationLabel={translate('session.fields.password_confirmation')}
          busy={busy}
        />
        <SubmitButton busy={busy} texts="session.sign_up" />
      </Form>
    </SessionCard>
  );
};

export default SignUpPage;
