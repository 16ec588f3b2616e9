// Two-factor sign-in: POST two-factor/setup, two-factor/enable, two-factor/disable (signed in) and
// POST login/two-factor (the second step of a sign-in whose password answered a challenge). Every code
// check is rate-limited like sign-in and every step is written to the activity log.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { throttled } from '../limits/throttled';
import { recordActivity } from '../activity/record';
import type { AppDeps } from '../app';
import { adminViewProperties, loadAdminView } from '../auth/admin-view';
import { requirePermission } from '../auth/guard';
import { verifyPassword } from '../auth/passwords';
import { issueToken } from '../auth/tokens';
import {
  acceptCode,
  closeChallenge,
  confirmTwoFactor,
  disableTwoFactor,
  openChallenge,
  startSetup,
  twoFactorOf,
  spendRecoveryCode,
} from '../auth/two-factor';
import { otpauthUrl } from '../auth/totp';
import { rolePermissions } from '../auth/permissions';
import { twoFactorMissing } from '../auth/two-factor-rule';
import { HttpError } from '../http/errors';
import { strictObject, text } from '../http/schema';
import { answerOf, bool, dateText, listOf, shape, str } from '../openapi/answers';
import { attemptLimiter } from '../limits/attempt-limiter';

const TAGS = ['Authentication'];
const LIMITED =
  'Wrong codes are rate-limited like sign-in (5 in a sliding 60 seconds per email and per client address): 429 ' +
  'with `Retry-After`.';
const codeText = text({ min: 1, max: 16 });

const statusSchema = {
  tags: TAGS,
  summary: "The signed-in admin's two-factor sign-in",
  description:
    '`enabled`: two-factor sign-in is on. `required`: the setting security.require_two_factor leaves out some ' +
    "of the admin's permissions (over admins, roles, settings) until it is.",
  response: answerOf(shape({ enabled: bool, required: bool })),
};

const setupSchema = {
  tags: TAGS,
  summary: 'Start setting up two-factor sign-in',
  description:
    'A new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 seconds) for an authenticator app, as base32 and as an ' +
    '`otpauth://` URL (for a QR code). Two-factor stays off until `two-factor/enable` gets a code from it; ' +
    'calling again replaces an unconfirmed secret. 409 when two-factor is on already.',
  response: answerOf(shape({ secret: str, otpauth_url: str })),
};

const enableSchema = {
  tags: TAGS,
  summary: 'Turn two-factor sign-in on with a code',
  description:
    'The code from the secret of `two-factor/setup` turns it on and answers ten recovery codes, shown this once ' +
    `(only their hashes are kept). 409 without a set-up secret or when on already; a wrong code 422. ${LIMITED}`,
  body: strictObject({ code: codeText }, ['code']),
  response: answerOf(shape({ recovery_codes: { ...listOf(str), minItems: 10, maxItems: 10 } })),
};

const disableSchema = {
  tags: TAGS,
  summary: 'Turn two-factor sign-in off',
  description: `Needs the password and a current code. 409 when it is off; wrong password or code 422. ${LIMITED}`,
  body: strictObject({ password: text({ min: 1, max: 1024 }), code: codeText }, ['password', 'code']),
  response: answerOf(shape({ two_factor: { const: false } })),
};

const challengeSchema = {
  tags: TAGS,
  summary: 'Finish a two-factor sign-in',
  description:
    'The `challenge` answered by `POST login` (valid 5 minutes, used once) with either a `code` from the ' +
    'authenticator app or one of the recovery codes (each works once). Answers as `POST login` does. A bad, ' +
    `used or expired challenge is 422 with \`errors.challenge\`; a wrong code 422 with \`errors.code\`. ${LIMITED}`,
  body: {
    ...strictObject(
      { challenge: text({ min: 1, max: 100 }), code: codeText, recovery_code: text({ min: 1, max: 32 }) },
      ['challenge'],
    ),
    oneOf: [{ required: ['code'] }, { required: ['recovery_code'] }],
  },
  response: answerOf(
    shape({
      token: { type: 'string', description: 'The bearer token (43 characters, base64url)' },
      expires_at: dateText,
      ...adminViewProperties,
    }),
  ),
};

interface CodeBody {
  code: string;
}
interface DisableBody {
  password: string;
  code: string;
}
interface ChallengeBody {
  challenge: string;
  code?: string;
  recovery_code?: string;
}

const tooManyAttempts = (request: FastifyRequest, reply: FastifyReply, seconds: number) =>
  throttled(request, reply, seconds, 'auth.throttled');

async function issuerName(deps: AppDeps): Promise<string> {
  const row = await deps.db.selectFrom('settings').select('value').where('key', '=', 'app_name').executeTakeFirst();
  try {
    const name = row ? JSON.parse(row.value) : null;
    if (typeof name === 'string' && name.trim() !== '') return name.trim();
  } catch {
    // An unreadable name: the default below.
  }
  return 'Fitness Admin';
}

export async function twoFactorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const limiter = attemptLimiter(deps, 'two-factor', config.loginRateLimit);

  const wrongCode = async (request: FastifyRequest, email: string, adminId: number | null): Promise<never> => {
    await limiter.recordFailure(email, request.ip);
    await recordActivity(db, { adminId, email, action: 'two_factor_failed' });
    throw new HttpError(422, 'two_factor.wrong_code', { code: ['two_factor.wrong_code'] });
  };

  app.get('/two-factor', { preHandler: requirePermission(), schema: statusSchema }, async (request) => {
    const admin = request.admin!;
    const current = await twoFactorOf(db, admin.id);
    // The role's own permissions: the guard has already left out the ones the setting holds back.
    const role = await db
      .selectFrom('admins')
      .innerJoin('roles', 'roles.id', 'admins.role_id')
      .select(['roles.name', 'roles.permissions'])
      .where('admins.id', '=', admin.id)
      .where('roles.deleted_at', 'is', null)
      .executeTakeFirst();
    const required = await twoFactorMissing(db, admin.id, rolePermissions(role ?? null));
    return { state: 1, data: { enabled: current?.confirmed === true, required } };
  });

  app.post('/two-factor/setup', { preHandler: requirePermission(), schema: setupSchema }, async (request) => {
    const admin = request.admin!;
    const current = await twoFactorOf(db, admin.id);
    if (current?.confirmed) throw new HttpError(409, 'two_factor.already_on');
    const secret = await startSetup(db, admin.id);
    await recordActivity(db, { adminId: admin.id, action: 'two_factor_setup', model: 'admins', ids: [admin.id] });
    return {
      state: 1,
      message: request.t('two_factor.set_up'),
      data: { secret, otpauth_url: otpauthUrl(await issuerName(deps), admin.email, secret) },
    };
  });

  app.post<{ Body: CodeBody }>(
    '/two-factor/enable',
    { preHandler: requirePermission(), schema: enableSchema },
    async (request, reply) => {
      const admin = request.admin!;
      const waitSeconds = await limiter.retryAfterSeconds(admin.email, request.ip);
      if (waitSeconds > 0) return tooManyAttempts(request, reply, waitSeconds);
      const current = await twoFactorOf(db, admin.id);
      if (!current) throw new HttpError(409, 'two_factor.not_set_up');
      if (current.confirmed) throw new HttpError(409, 'two_factor.already_on');
      if (!(await acceptCode(db, admin.id, current.secret, request.body.code)))
        return wrongCode(request, admin.email, admin.id);
      await limiter.recordSuccess(admin.email);
      const codes = await confirmTwoFactor(db, admin.id);
      await recordActivity(db, { adminId: admin.id, action: 'two_factor_enable', model: 'admins', ids: [admin.id] });
      return { state: 1, message: request.t('two_factor.enabled'), data: { recovery_codes: codes } };
    },
  );

  app.post<{ Body: DisableBody }>(
    '/two-factor/disable',
    { preHandler: requirePermission(), schema: disableSchema },
    async (request, reply) => {
      const admin = request.admin!;
      const waitSeconds = await limiter.retryAfterSeconds(admin.email, request.ip);
      if (waitSeconds > 0) return tooManyAttempts(request, reply, waitSeconds);
      const current = await twoFactorOf(db, admin.id);
      if (!current?.confirmed) throw new HttpError(409, 'two_factor.not_on');
      const stored = await db
        .selectFrom('admins')
        .select('password_hash')
        .where('id', '=', admin.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(stored.password_hash, request.body.password))) {
        await limiter.recordFailure(admin.email, request.ip);
        await recordActivity(db, { adminId: admin.id, email: admin.email, action: 'two_factor_failed' });
        throw new HttpError(422, 'session.unlock_failed', { password: ['session.unlock_failed'] });
      }
      if (!(await acceptCode(db, admin.id, current.secret, request.body.code)))
        return wrongCode(request, admin.email, admin.id);
      await limiter.recordSuccess(admin.email);
      await disableTwoFactor(db, admin.id);
      await recordActivity(db, { adminId: admin.id, action: 'two_factor_disable', model: 'admins', ids: [admin.id] });
      return { state: 1, message: request.t('two_factor.disabled'), data: { two_factor: false } };
    },
  );

  app.post<{ Body: ChallengeBody }>(
    '/login/two-factor',
    { config: { public: true }, schema: challengeSchema },
    async (request, reply) => {
      const body = request.body;
      const open = await openChallenge(db, body.challenge);
      const account = open
        ? await db
            .selectFrom('admins')
            .select(['email', 'enabled'])
            .where('id', '=', open.adminId)
            .where('deleted_at', 'is', null)
            .executeTakeFirst()
        : undefined;
      // An unknown challenge is limited by the client address alone.
      const email = account?.email ?? '';
      const waitSeconds = await limiter.retryAfterSeconds(email, request.ip);
      if (waitSeconds > 0) return tooManyAttempts(request, reply, waitSeconds);
      if (!open || !account) {
        await limiter.recordFailure(email, request.ip);
        throw new HttpError(422, 'two_factor.challenge_invalid', {
          challenge: ['two_factor.challenge_invalid'],
        });
      }
      if (Number(account.enabled) !== 1) throw new HttpError(403, 'auth.disabled');
      const current = await twoFactorOf(db, open.adminId);
      let passed = false;
      let usedRecoveryCode = false;
      if (current?.confirmed && body.code !== undefined)
        passed = await acceptCode(db, open.adminId, current.secret, body.code);
      else if (current?.confirmed && body.recovery_code !== undefined) {
        passed = await spendRecoveryCode(db, open.adminId, body.recovery_code);
        usedRecoveryCode = passed;
      }
      if (!passed) return wrongCode(request, email, open.adminId);
      if (!(await closeChallenge(db, open.id)))
        throw new HttpError(422, 'two_factor.challenge_invalid', {
          challenge: ['two_factor.challenge_invalid'],
        });

      await limiter.recordSuccess(email);
      if (usedRecoveryCode) await recordActivity(db, { adminId: open.adminId, email, action: 'two_factor_recovery' });
      await recordActivity(db, { adminId: open.adminId, email, action: 'sign_in' });
      const { token, expiresAt } = await issueToken(db, open.adminId, config.tokenTtlHours);
      const view = await loadAdminView(db, open.adminId);
      return {
        state: 1,
        message: request.t('auth.login_success'),
        data: { token, expires_at: expiresAt, user: view!.user, permissions: view!.permissions },
      };
    },
  );
}
