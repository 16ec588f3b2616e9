// /session/forgot-password: asks for a reset link. The server answers the same text whether or not the
// address has an account, and the page shows it in place of the form.
import { Alert } from '@mui/material';
import { useState } from 'react';
import { email, Form, required, TextInput, useTranslate } from 'react-admin';
import { LOGIN_PATH } from '../../config';
import { request } from '../../providers/http';
import { FailureAlert } from './FailureAlert';
import { fieldErrorsFor, formFailure } from './formFailure';
import { SessionCard } from './SessionCard';
import { SessionLink } from './SessionLink';
import { SubmitButton } from './SubmitButton';

const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await request('forgot-password', {
        method: 'post',
        data: { email: String(values.email ?? '') },
        quiet: true,
      });
      setSent(answer.message ?? '');
      return undefined;
    } catch (error) {
      const problem = formFailure(error);
      setFailure(problem.message);
      return fieldErrorsFor(problem, ['email']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SessionCard
      title={translate('session.forgot_password.title')}
      heading={translate(sent === null ? 'session.forgot_password.heading' : 'session.forgot_password.sent')}
      intro={sent === null ? translate('session.forgot_password.intro') : undefined}
      footer={<SessionLink to={LOGIN_PATH}>{translate('session.back_to_login')}</SessionLink>}
    >
      {sent !== null ? (
        <Alert severity="success">{sent}</Alert>
      ) : (
        <>
          <FailureAlert message={failure} />
          <Form onSubmit={submit} noValidate>
            <TextInput
              source="email"
              type="email"
              label={translate('session.fields.email')}
              autoComplete="email"
              autoFocus
              validate={[required(), email()]}
              disabled={busy}
            />
            <SubmitButton
              busy={busy}
              label={translate('session.forgot_password.submit')}
              busyLabel={translate('session.forgot_password.submitting')}
            />
          </Form>
        </>
      )}
    </SessionCard>
  );
};

export default ForgotPasswordPage;
