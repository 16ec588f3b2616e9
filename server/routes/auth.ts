// POST login and POST logout.
import { recordActivity } from '../activity/record';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { adminViewProperties, loadAdminView } from '../auth/admin-view';
import { requirePermission } from '../auth/guard';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { issueToken, revokeTokens } from '../auth/tokens';
import { issueChallenge, twoFactorOf } from '../auth/two-factor';
import { attemptLimiter } from '../limits/attempt-limiter';
import { secondsText } from '../http/durations';
import { HttpError } from '../http/errors';
import { strictObject, text } from '../http/schema';
import { answerOf, dateText, noData, shape } from '../openapi/answers';

interface LoginBody {
  email: string;
  password: string;
}

const TAGS = ['Authentication'];

const loginSchema = {
  tags: TAGS,
  summary: 'Sign in',
  description:
    'The email is matched case-insensitively. Wrong credentials answer 422 (the same for an unknown email); a ' +
    'disabled account 403, only after the right password. Five failures per email or client address within ' +
    '60 seconds answer 429 with `Retry-After` until the oldest leaves the window. An admin with two-factor ' +
    'sign-in on gets `{ two_factor: true, challenge }` and no token: `POST login/two-factor` finishes it.',
  body: strictObject({ email: text({ min: 1, max: 254 }), password: text({ min: 1, max: 1024 }) }, [
    'email',
    'password',
  ]),
  response: answerOf({
    anyOf: [
      shape(
        {
          token: { type: 'string', description: 'The bearer token (43 characters, base64url)' },
          expires_at: dateText,
          ...adminViewProperties,
          two_factor_required: {
            const: true,
            description:
              'Only when the setting security.require_two_factor leaves out permissions until two-factor is on',
          },
        },
        ['token', 'expires_at', 'user', 'permissions'],
      ),
      shape({
        two_factor: { const: true },
        challenge: { type: 'string', description: 'For `POST login/two-factor` (5 minutes, used once)' },
      }),
    ],
  }),
};

const logoutSchema = {
  tags: TAGS,
  summary: 'End this session',
  description: 'Revokes the token of the call; other sessions of the admin stay valid. No body.',
  response: answerOf(noData),
};

export async function authRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  const limiter = attemptLimiter(deps, 'sign-in', config.loginRateLimit);

  app.post<{ Body: LoginBody }>('/login', { config: { public: true }, schema: loginSchema }, async (request, reply) => {
    const email = request.body.email.trim().toLowerCase();
    const waitSeconds = await limiter.retryAfterSeconds(email, request.ip);
    if (waitSeconds > 0) {
      await recordActivity(db, { adminId: null, email, action: 'sign_in_throttled' });
      return reply
        .code(429)
        .header('retry-after', String(waitSeconds))
        .send({ state: 0, message: request.t('auth.throttled', { wait: secondsText(request.language, waitSeconds) }) });
    }

    const admin = await db
      .selectFrom('admins')
      .select(['id', 'password_hash', 'enabled'])
      .where('email', '=', email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const passwordMatches = admin
      ? await verifyPassword(admin.password_hash, request.body.password)
      : await verifyAgainstDummy(request.body.password, config.passwordHashing);
    if (!admin || !passwordMatches) {
      await limiter.recordFailure(email, request.ip);
      await recordActivity(db, { adminId: null, email, action: 'sign_in_failed' });
      throw new HttpError(422, 'auth.failed');
    }
    // Only told after the right password, so it reveals nothing to a guesser.
    if (Number(admin.enabled) !== 1) {
      await recordActivity(db, { adminId: admin.id, email, action: 'sign_in_disabled' });
      throw new HttpError(403, 'auth.disabled');
    }

    await limiter.recordSuccess(email);
    if ((await twoFactorOf(db, admin.id))?.confirmed) {
      // The password was right; the session waits for the code (POST login/two-factor).
      await recordActivity(db, { adminId: admin.id, email, action: 'two_factor_challenge' });
      const challenge = await issueChallenge(db, admin.id);
      return { state: 1, message: request.t('two_factor.code_needed'), data: { two_factor: true, challenge } };
    }
    await recordActivity(db, { adminId: admin.id, email, action: 'sign_in' });
    const { token, expiresAt } = await issueToken(db, admin.id, config.tokenTtlHours);
    const view = await loadAdminView(db, admin.id);
    return {
      state: 1,
      message: request.t('auth.login_success'),
      data: {
        token,
        expires_at: expiresAt,
        user: view!.user,
        permissions: view!.permissions,
        ...(view!.twoFactorRequired ? { two_factor_required: true } : {}),
      },
    };
  });

  app.post('/logout', { preHandler: requirePermission(), schema: logoutSchema }, async (request) => {
    await revokeTokens(db, { id: request.admin!.tokenId });
    return { state: 1, message: request.t('auth.logged_out'), data: null };
  });
}
