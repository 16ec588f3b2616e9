// Two-factor sign-in on the kit's own account: set up, turned on, signed in with a recovery code, turned
// off again (also at the end, should a later step fail). Codes are made from the secret as an app would.
import { totpCode } from '../../../server/auth/totp';
import { type Check, type ContractContext, made, undo } from '../context';
import { check, envelope, equal, expectCall, typed } from '../expect';

interface KitTwoFactor {
  secret: string;
  recoveryCodes: string[];
}

/** Sets up two-factor for the kit's account (once), with the undo that turns it off. */
function kitSecret(context: ContractContext): Promise<string> {
  return made(context, 'two-factor-secret', async () => {
    const { data } = await expectCall(context, 'POST', 'two-factor/setup', 200);
    typed(data.secret, 'string', 'data.secret');
    check(String(data.otpauth_url).startsWith('otpauth://totp/'), 'data.otpauth_url is an otpauth://totp/ URL');
    undo(context, 'turn two-factor sign-in off', async () => {
      const status = await expectCall(context, 'GET', 'two-factor', 200);
      if (!status.data.enabled) return;
      // One step ahead: the current step's code may be spent already (the server allows one step of drift).
      const code = totpCode(data.secret, Date.now() + 30_000);
      envelope(
        await context.client.call('POST', 'two-factor/disable', { json: { password: context.options.password, code } }),
        200,
      );
    });
    return data.secret as string;
  });
}

function kitTwoFactor(context: ContractContext): Promise<KitTwoFactor> {
  return made(context, 'two-factor-on', async () => {
    const secret = await kitSecret(context);
    const { data } = await expectCall(context, 'POST', 'two-factor/enable', 200, { json: { code: totpCode(secret) } });
    typed(data.recovery_codes, 'array', 'data.recovery_codes');
    equal(data.recovery_codes.length, 10, 'data.recovery_codes.length');
    return { secret, recoveryCodes: data.recovery_codes };
  });
}

export const twoFactorChecks: Check[] = [
  {
    operation: 'GET /two-factor',
    async run(context) {
      const { data } = await expectCall(context, 'GET', 'two-factor', 200);
      typed(data.enabled, 'boolean', 'data.enabled');
      typed(data.required, 'boolean', 'data.required');
      await expectCall(context, 'GET', 'two-factor', 401, { token: null });
    },
  },
  {
    operation: 'POST /two-factor/setup',
    async run(context) {
      await expectCall(context, 'POST', 'two-factor/setup', 401, { token: null });
      await kitSecret(context);
    },
  },
  {
    operation: 'POST /two-factor/enable',
    async run(context) {
      await expectCall(context, 'POST', 'two-factor/enable', 400, { json: {} });
      await kitTwoFactor(context);
      const status = await expectCall(context, 'GET', 'two-factor', 200);
      equal(status.data.enabled, true, 'data.enabled after enabling');
    },
  },
  {
    operation: 'POST /login/two-factor',
    async run(context) {
      const { recoveryCodes } = await kitTwoFactor(context);
      const login = await expectCall(context, 'POST', 'login', 200, {
        json: { email: context.options.email, password: context.options.password },
        token: null,
      });
      equal(login.data.two_factor, true, 'data.two_factor of POST login');
      typed(login.data.challenge, 'string', 'data.challenge');
      const { data } = await expectCall(context, 'POST', 'login/two-factor', 200, {
        json: { challenge: login.data.challenge, recovery_code: recoveryCodes[0] },
        token: null,
      });
      typed(data.token, 'string', 'data.token');
      equal(String(data.user.email).toLowerCase(), context.options.email.toLowerCase(), 'data.user.email');
      // The session it opened is the kit's to close.
      envelope(await context.client.call('POST', 'logout', { token: data.token }), 200);
      await expectCall(context, 'POST', 'login/two-factor', 422, {
        json: { challenge: login.data.challenge, recovery_code: recoveryCodes[1] },
        token: null,
      });
    },
  },
  {
    operation: 'POST /two-factor/disable',
    async run(context) {
      const { secret } = await kitTwoFactor(context);
      await expectCall(context, 'POST', 'two-factor/disable', 400, { json: { password: context.options.password } });
      const code = totpCode(secret, Date.now() + 30_000);
      await expectCall(context, 'POST', 'two-factor/disable', 200, {
        json: { password: context.options.password, code },
      });
      const status = await expectCall(context, 'GET', 'two-factor', 200);
      equal(status.data.enabled, false, 'data.enabled after disabling');
    },
  },
];
