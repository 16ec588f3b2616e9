// The profile page's "Two-factor sign-in": set up (secret and otpauth link, to copy or open in an
// authenticator app), turn on with a code, see the ten recovery codes once (copy or download), turn off
// with the password and a code. The set-up link shows as a QR code, and as text with the secret to copy.
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, PasswordInput, required, TextInput, useTranslate } from 'react-admin';
import { request } from '../../providers/http';
import { SetupQrCode } from './SetupQrCode';

interface Status {
  enabled: boolean;
  required: boolean;
}
interface Setup {
  secret: string;
  otpauth_url: string;
}

const codeInputProps = { htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, dir: 'ltr' } } as const;

const CopyButton = ({ text }: { text: string }) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="small"
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {translate(copied ? 'two_factor.copied' : 'two_factor.copy')}
    </Button>
  );
};

const CodeInput = () => {
  const translate = useTranslate();
  return (
    <TextInput
      source="code"
      label={translate('two_factor.code')}
      autoComplete="one-time-code"
      slotProps={codeInputProps}
      validate={required()}
    />
  );
};

function downloadCodes(codes: string[]): void {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'recovery-codes.txt' });
  link.click();
  URL.revokeObjectURL(url);
}

export const TwoFactorSection = () => {
  const translate = useTranslate();
  const [status, setStatus] = useState<Status | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    request<Status>('two-factor', { quiet: true }).then(
      ({ data }) => setStatus(data),
      () => setStatus(null),
    );
  }, []);

  const startSetup = async () => setSetup((await request<Setup>('two-factor/setup', { method: 'post' })).data);
  const enable = async (values: Record<string, unknown>) => {
    const { data } = await request<{ recovery_codes: string[] }>('two-factor/enable', {
      method: 'post',
      data: { code: String(values.code ?? '').trim() },
    }).catch(() => ({ data: null }));
    if (!data) return;
    setSetup(null);
    setCodes(data.recovery_codes);
    setStatus({ enabled: true, required: false });
  };
  const disable = async (values: Record<string, unknown>) => {
    const done = await request('two-factor/disable', {
      method: 'post',
      data: { password: String(values.password ?? ''), code: String(values.code ?? '').trim() },
    }).then(
      () => true,
      () => false,
    );
    if (done) setStatus((current) => ({ enabled: false, required: current?.required ?? false }));
  };

  if (!status) return null;
  return (
    <Paper component="section" aria-labelledby="two-factor-title" variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography id="two-factor-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('two_factor.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(status.enabled ? 'two_factor.on' : 'two_factor.off')}
      </Typography>
      {status.required && !status.enabled && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('two_factor.required')}
        </Alert>
      )}

      {codes && (
        <Box role="region" aria-label={translate('two_factor.recovery_title')} sx={{ mb: 2 }}>
          <Typography component="h3" variant="subtitle1">
            {translate('two_factor.recovery_title')}
          </Typography>
          <Typography variant="body2">{translate('two_factor.recovery_intro')}</Typography>
          <Box component="ul" dir="ltr" sx={{ fontFamily: 'monospace', columns: 2, my: 1 }}>
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Box>
          <Stack direction="row" spacing={1}>
            <CopyButton text={codes.join('\n')} />
            <Button size="small" onClick={() => downloadCodes(codes)}>
              {translate('two_factor.download')}
            </Button>
            <Button size="small" onClick={() => setCodes(null)}>
              {translate('two_factor.done')}
            </Button>
          </Stack>
        </Box>
      )}

      {!status.enabled && !setup && (
        <Button variant="contained" onClick={() => void startSetup().catch(() => undefined)}>
          {translate('two_factor.set_up')}
        </Button>
      )}

      {!status.enabled && setup && (
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('two_factor.scan')}
          </Typography>
          <SetupQrCode url={setup.otpauth_url} label={translate('two_factor.qr_code')} />
          <Typography variant="subtitle2">{translate('two_factor.secret')}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Box component="code" dir="ltr" data-testid="two-factor-secret" sx={{ wordBreak: 'break-all' }}>
              {setup.secret}
            </Box>
            <CopyButton text={setup.secret} />
          </Stack>
          <Typography variant="subtitle2">{translate('two_factor.link')}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Box component="a" href={setup.otpauth_url} dir="ltr" sx={{ wordBreak: 'break-all' }}>
              {setup.otpauth_url}
            </Box>
            <CopyButton text={setup.otpauth_url} />
          </Stack>
          <Form onSubmit={enable} noValidate>
            <CodeInput />
            <Button type="submit" variant="contained">
              {translate('two_factor.confirm')}
            </Button>
          </Form>
        </Box>
      )}

      {status.enabled && !codes && (
        <Form onSubmit={disable} noValidate>
          <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
            {translate('two_factor.disable_title')}
          </Typography>
          <PasswordInput
            source="password"
            label={translate('two_factor.password')}
            autoComplete="current-password"
            validate={required()}
          />
          <CodeInput />
          <Button type="submit" color="error" variant="outlined">
            {translate('two_factor.disable')}
          </Button>
        </Form>
      )}
    </Paper>
  );
};
