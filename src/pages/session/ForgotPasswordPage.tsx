// /session/forgot-password: asks for a reset link. The server answers the same text whether or not the
// address has an account, and the page shows it in place of the form.
import { Alert } from '@mui/material';
import { useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { LOGIN_PATH } from '../../config';
import { request } from '../../providers/http';
import { FailureAlert } from './FailureAlert';
import { SessionCard } from './SessionCard';
import { SessionLink } from './SessionLink';
import { EmailInput } from './SessionInputs';
import { SubmitButton } from './SubmitButton';
import { useSessionSubmit } from './useSessionSubmit';

const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const [sent, setSent] = useState<string | null>(null);
  const { busy, failure, submit } = useSessionSubmit(['email'], async (values) => {
    const answer = await request('forgot-password', {
      method: 'post',
      data: { email: String(values.email ?? '') },
      quiet: true,
    });
    setSent(answer.message ?? '');
  });

  return (
    <SessionCard
      texts="session.forgot_password"
      heading={sent === null ? 'heading' : 'sent'}
      intro={sent === null ? translate('session.forgot_password.intro') : undefined}
      footer={<SessionLink to={LOGIN_PATH}>{translate('session.back_to_login')}</SessionLink>}
    >
      {sent !== null ? (
        <Alert severity="success">{sent}</Alert>
      ) : (
        <>
          <FailureAlert message={failure} />
          <Form onSubmit={submit} noValidate>
            <EmailInput label={translate('session.fields.email')} autoComplete="email" busy={busy} autoFocus />
            <SubmitButton busy={busy} texts="session.forgot_password" />
          </Form>
        </>
      )}
    </SessionCard>
  );
};

export default ForgotPasswordPage;
