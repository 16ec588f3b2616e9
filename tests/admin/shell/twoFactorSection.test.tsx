// The profile page's two-factor section: set up (secret and link shown), turned on with a code (the ten
// recovery codes shown once), and turned off with the password and a code.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { api, server } from '../msw';
import { LONG, renderShell } from './renderShell';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const LINK = `otpauth://totp/Fitness%20Admin:admin%40demo.test?secret=${SECRET}&issuer=Fitness+Admin&algorithm=SHA1&digits=6&period=30`;
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);

async function openProfile() {
  renderShell({ path: '/default/users/user-profile' });
  await screen.findByRole('heading', { level: 1, name: 'My profile' }, LONG);
  return userEvent.setup();
}

describe('two-factor sign-in on the profile page', () => {
  it('sets up, turns on with a code and shows the recovery codes once', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(api('two-factor/setup'), () =>
        HttpResponse.json({
          state: 1,
          message: 'Add this secret to your authenticator app, then confirm with a code.',
          data: { secret: SECRET, otpauth_url: LINK },
        }),
      ),
      http.post(api('two-factor/enable'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          state: 1,
          message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
          data: { recovery_codes: CODES },
        });
      }),
    );
    const person = await openProfile();
    await person.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }, LONG));
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
    // The set-up link as a QR code: exactly the code of that link.
    const qr = await screen.findByRole('img', { name: 'QR code of the setup link, to scan with an authenticator app' });
    const expected = await QRCode.toString(LINK, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(expected)}`);
    const code = screen.getByLabelText(/^Code from your app/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await person.type(code, '123456');
    await person.click(screen.getByRole('button', { name: 'Turn on' }));

    const recovery = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(
      within(recovery)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(sent).toEqual([{ code: '123456' }]);
    expect(screen.getByText('On. Signing in asks for a code from your authenticator app.')).toBeInTheDocument();
    await person.click(within(recovery).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recovery codes' })).toBeNull());
  });

  it('turns off with the password and a code', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(api('two-factor'), () => HttpResponse.json({ state: 1, data: { enabled: true, required: false } })),
      http.post(api('two-factor/disable'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ state: 1, message: 'Two-factor sign-in is off.', data: { two_factor: false } });
      }),
    );
    const person = await openProfile();
    await person.type(await screen.findByLabelText(/^Password/, {}, LONG), 'Demo#2026');
    await person.type(screen.getByLabelText(/^Code from your app/), '654321');
    await person.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Off. Signing in asks only for your password.')).toBeInTheDocument();
    expect(sent).toEqual([{ password: 'Demo#2026', code: '654321' }]);
  });

  it('says when the role needs it', async () => {
    server.use(
      http.get(api('two-factor'), () => HttpResponse.json({ state: 1, data: { enabled: false, required: true } })),
    );
    await openProfile();
    expect(
      await screen.findByText(
        'Your role needs two-factor sign-in: some of your permissions wait until it is on.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
  });
});
