// /session/sign-up: creates an admin without a role (a super admin gives one later), then offers the
// sign-in page. Field problems show under the fields, the server's message above the form. When the server
// has turned sign-up off, a short text replaces the form.
import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { email, Form, required, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../config';
import { request } from '../../providers/http';
import { FailureAlert } from './FailureAlert';
import { fieldErrorsFor, formFailure } from './formFailure';
import { SessionCard } from './SessionCard';
import { SessionLink } from './SessionLink';
import { NewPasswordInputs } from './NewPasswordInputs';
import { SubmitButton } from './SubmitButton';
import { useSignUpOpen } from './useSessionOptions';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const;

const SignUpPage = () => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const signUpOpen = useSignUpOpen();

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await request('sign-up', {
        method: 'post',
        data: Object.fromEntries(FIELDS.map((field) => [field, String(values[field] ?? '')])),
        quiet: true,
      });
      setDone(answer.message ?? '');
      return undefined;
    } catch (error) {
      const problem = formFailure(error);
      setFailure(problem.message);
      return fieldErrorsFor(problem, FIELDS);
    } finally {
      setBusy(false);
    }
  };

  if (done !== null) {
    return (
      <SessionCard title={translate('session.sign_up.title')} heading={translate('session.sign_up.done')}>
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
      <SessionCard
        title={translate('session.sign_up.title')}
        heading={translate('session.sign_up.heading')}
        footer={backToSignIn}
      >
        <Alert severity="info">{translate('session.sign_up.turned_off')}</Alert>
      </SessionCard>
    );
  }

  return (
    <SessionCard
      title={translate('session.sign_up.title')}
      heading={translate('session.sign_up.heading')}
      intro={translate('session.sign_up.intro')}
      footer={backToSignIn}
    >
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
        <TextInput
          source="email"
          type="email"
          label={translate('session.fields.email')}
          autoComplete="email"
          validate={[required(), email()]}
          disabled={busy}
        />
        <NewPasswordInputs
          label={translate('session.fields.password')}
          confirmationLabel={translate('session.fields.password_confirmation')}
          busy={busy}
        />
        <SubmitButton
          busy={busy}
          label={translate('session.sign_up.submit')}
          busyLabel={translate('session.sign_up.submitting')}
        />
      </Form>
    </SessionCard>
  );
};

export default SignUpPage;
