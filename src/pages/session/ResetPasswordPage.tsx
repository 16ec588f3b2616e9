// /session/reset-password?token=…&email=… (the link of the reset message): chooses a new password.
// Success opens the sign-in page with the server's notice; a used, expired or unknown link says so and
// offers a new one.
import { useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_PATH, SUCCESS_TOAST_MS } from '../../config';
import { request } from '../../providers/http';
import { showToast } from '../../providers/notifier';
import { FailureAlert } from './FailureAlert';
import { fieldErrorsFor, formFailure } from './formFailure';
import { FORGOT_PASSWORD_PATH } from './paths';
import { SessionCard } from './SessionCard';
import { SessionLink } from './SessionLink';
import { NewPasswordInputs } from './NewPasswordInputs';
import { SubmitButton } from './SubmitButton';

const ResetPasswordPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; linkProblem: boolean } | null>(null);

  const requestNewLink = (
    <SessionLink to={FORGOT_PASSWORD_PATH}>{translate('session.reset_password.request_new')}</SessionLink>
  );
  const footer = <SessionLink to={LOGIN_PATH}>{translate('session.back_to_login')}</SessionLink>;

  if (!token || !email) {
    return (
      <SessionCard texts="session.reset_password" footer={footer}>
        <FailureAlert message="session.reset_password.incomplete" action={requestNewLink} />
      </SessionCard>
    );
  }

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await request('reset-password', {
        method: 'post',
        data: {
          email,
          token,
          password: String(values.password ?? ''),
          password_confirmation: String(values.password_confirmation ?? ''),
        },
        quiet: true,
      });
      // The notice travels with the visitor to the sign-in page.
      if (answer.message) showToast({ message: answer.message, type: 'success', autoHideDuration: SUCCESS_TOAST_MS });
      navigate(LOGIN_PATH, { replace: true });
      return undefined;
    } catch (error) {
      const problem = formFailure(error);
      setFailure({ message: problem.message, linkProblem: 'token' in problem.fields });
      setBusy(false);
      return fieldErrorsFor(problem, ['password', 'password_confirmation']);
    }
  };

  return (
    <SessionCard
      texts="session.reset_password"
      intro={translate('session.reset_password.intro', { email })}
      footer={footer}
    >
      <FailureAlert message={failure?.message ?? null} action={failure?.linkProblem ? requestNewLink : undefined} />
      <Form onSubmit={submit} noValidate>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordInputs
          label={translate('session.fields.new_password')}
          confirmationLabel={translate('session.fields.new_password_confirmation')}
          busy={busy}
          autoFocus
        />
        <SubmitButton busy={busy} texts="session.reset_password" />
      </Form>
    </SessionCard>
  );
};

export default ResetPasswordPage;
