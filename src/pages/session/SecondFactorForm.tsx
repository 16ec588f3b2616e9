// The login page's second step for an admin with two-factor sign-in on: the six-digit code from the
// authenticator app, or (switched to) one of the recovery codes.
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import type { SecondFactor } from '../../providers/authProvider';
import { SubmitButton } from './SubmitButton';

interface SecondFactorFormProps {
  busy: boolean;
  onSubmit: (factor: Omit<SecondFactor, 'challenge'>) => void;
}

export const SecondFactorForm = ({ busy, onSubmit }: SecondFactorFormProps) => {
  const translate = useTranslate();
  const [recovery, setRecovery] = useState(false);
  const submit = (values: Record<string, unknown>) =>
    onSubmit(
      recovery
        ? { recovery_code: String(values.recovery_code ?? '').trim() }
        : { code: String(values.code ?? '').replace(/\s/g, '') },
    );

  return (
    <Form key={recovery ? 'recovery' : 'code'} onSubmit={submit} noValidate>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(recovery ? 'two_factor.login_recovery_intro' : 'two_factor.login_intro')}
      </Typography>
      {recovery ? (
        <TextInput
          source="recovery_code"
          label={translate('two_factor.recovery_code')}
          autoComplete="off"
          autoFocus
          validate={required()}
          disabled={busy}
        />
      ) : (
        <TextInput
          source="code"
          label={translate('two_factor.code')}
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, dir: 'ltr' } }}
          validate={required()}
          disabled={busy}
        />
      )}
      <SubmitButton busy={busy} texts="two_factor" />
      <Button fullWidth sx={{ mt: 1 }} disabled={busy} onClick={() => setRecovery((value) => !value)}>
        {translate(recovery ? 'two_factor.use_code' : 'two_factor.use_recovery')}
      </Button>
    </Form>
  );
};
