// The session pages' routes: GET session/options and POST sign-up (unless SIGN_UP is false),
// forgot-password, reset-password (public) and lock-screen/unlock (signed in). Each POST is rate-limited
// like login.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { throttled } from '../limits/throttled';
import type { AppDeps } from '../app';
import { adminViewProperties, loadAdminView } from '../auth/admin-view';
import { requirePermission } from '../auth/guard';
import { newPasswordProblems } from '../auth/new-password';
import { checkResetToken, completeReset, issueResetToken, type ResetTokenProblem } from '../auth/password-reset';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { isEmailAddress } from '../auth/profile-input';
import { deliverResetLink, resetLink } from '../auth/reset-link-delivery';
import { createRolelessAdmin, signUpBodySchema, validateSignUp, type SignUpBody } from '../auth/sign-up';
import { attemptLimiter } from '../limits/attempt-limiter';
import { HttpError } from '../http/errors';
import { type JsonSchema, strictObject, text } from '../http/schema';
import { answerOf, bool, envelope, noData, shape } from '../openapi/answers';

interface ForgotPasswordBody {
  email: string;
}

interface ResetPasswordBody {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

interface UnlockBody {
  password: string;
}

const TAGS = ['Authentication'];
const LIMITED =
  'Rate-limited like sign-in (5 in a sliding 60 seconds per email and per client address): 429 with `Retry-After`.';

const optionsSchema = {
  tags: TAGS,
  summary: 'What the session pages offer',
  description: '`sign_up` is the server setting SIGN_UP: the login page hides its sign-up link when it is false.',
  response: answerOf(shape({ sign_up: bool })),
};

/** Sign-up's 201 carries only its message (`data: null`). */
const signedUpAnswer: JsonSchema = envelope(noData);

const signUpSchema = {
  tags: TAGS,
  summary: 'Create an admin account (without a role)',
  description:
    'Only while SIGN_UP is true (403 otherwise, before the body is read). The account has no role until ' +
    'approved. An address that has an account already gets the same 201 and creates nothing (its owner is ' +
    `sent a reset link). Signing up does not sign in. Every attempt counts: ${LIMITED}`,
  body: signUpBodySchema,
  response: { 201: signedUpAnswer },
};

const forgotPasswordSchema = {
  tags: TAGS,
  summary: 'Ask for a password reset link',
  description:
    'The same answer whether or not the address has an account. The link (valid 60 minutes, usable once) goes ' +
    `to the mail channel. Every attempt counts: ${LIMITED}`,
  body: strictObject({ email: text({ min: 1, max: 254 }) }, ['email']),
  response: answerOf(noData),
};

const resetPasswordSchema = {
  tags: TAGS,
  summary: "Choose a new password with the link's token",
  description:
    'Ends every session of the admin. A bad, used or expired token is 422 with `errors.token`; a refused ' +
    `password 422 with \`errors.password\` (the token stays usable). Failures count: ${LIMITED}`,
  body: strictObject(
    {
      email: text({ min: 1, max: 254 }),
      token: text({ min: 1, max: 200 }),
      password: text({ max: 128 }),
      password_confirmation: text({ max: 128 }),
    },
    ['email', 'token', 'password', 'password_confirmation'],
  ),
  response: answerOf(noData),
};

const unlockSchema = {
  tags: TAGS,
  summary: "Check the signed-in admin's password (lock screen)",
  description: `Answers the current user and permissions, as sign-in does (without a token). Failures count: ${LIMITED}`,
  body: strictObject({ password: text({ min: 1, max: 1024 }) }, ['password']),
  response: answerOf(shape(adminViewProperties)),
};

const RESET_PROBLEM_KEYS: Record<ResetTokenProblem, string> = {
  invalid: 'session.reset_invalid',
  used: 'session.reset_used',
  expired: 'session.reset_expired',
};

const tooManyAttempts = (request: FastifyRequest, reply: FastifyReply, seconds: number) =>
  throttled(request, reply, seconds, 'session.throttled');

/**
 * Stores a reset token for the enabled account at `email` (nothing for an unknown or disabled one) and hands
 * its link to the mail channel. Resolves once the token is stored, without waiting for the mail: a slow
 * mailer must not make known addresses answer later than unknown ones.
 */
async function sendResetLink(request: FastifyRequest, email: string): Promise<void> {
  const { db, config } = request.server.deps;
  const owner = await db
    .selectFrom('admins')
    .select(['id', 'first_name'])
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!owner) return;
  const { token, expiresAt } = await issueResetToken(db, owner.id);
  const message = {
    adminId: owner.id,
    email,
    firstName: owner.first_name,
    link: resetLink(token, email),
    expiresAt,
    language: request.language,
  };
  void deliverResetLink(message, request.log, config.demoData);
}

export async function sessionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  // Sign-ups and reset requests count every attempt (each one creates something or may send a mail);
  // resets and unlocks count only failures, like sign-in.
  const signUpLimiter = attemptLimiter(deps, 'sign-up', config.loginRateLimit);
  const forgotLimiter = attemptLimiter(deps, 'forgot', config.loginRateLimit);
  const resetLimiter = attemptLimiter(deps, 'reset', config.loginRateLimit);
  const unlockLimiter = attemptLimiter(deps, 'unlock', config.loginRateLimit);

  // SIGN_UP=false closes sign-up: refused before the body is read or counted, so nothing is created.
  const refuseWhenSignUpIsOff = async () => {
    if (!config.signUp) throw new HttpError(403, 'session.sign_up_disabled');
  };

  // Public, so the signed-out login and sign-up pages can hide what the server would refuse anyway.
  app.get('/session/options', { config: { public: true }, schema: optionsSchema }, async () => ({
    state: 1,
    data: { sign_up: config.signUp },
  }));

  app.post<{ Body: SignUpBody }>(
    '/sign-up',
    { onRequest: refuseWhenSignUpIsOff, config: { public: true }, schema: signUpSchema },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const waitSeconds = await signUpLimiter.retryAfterSeconds(email, request.ip);
      if (waitSeconds > 0) return tooManyAttempts(request, reply, waitSeconds);
      await signUpLimiter.recordFailure(email, request.ip);

      const admin = await validateSignUp(request, request.body);
      const adminId = await createRolelessAdmin(db, admin, config.passwordHashing);
      // A taken address gets the same answer; its owner gets a reset link instead (by the mail channel).
      if (adminId === null) void sendResetLink(request, admin.email);
      return reply.code(201).send({ state: 1, message: request.t('session.signed_up'), data: null });
    },
  );

  app.post<{ Body: ForgotPasswordBody }>(
    '/forgot-password',
    { config: { public: true }, schema: forgotPasswordSchema },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      if (!isEmailAddress(email))
        throw new HttpError(422, 'errors.validation', { email: [request.t('validation.email')] });
      const waitSeconds = await forgotLimiter.retryAfterSeconds(email, request.ip);
      if (waitSeconds > 0) return tooManyAttempts(request, reply, waitSeconds);
      await forgotLimiter.recordFailure(email, request.ip);

      await sendResetLink(request, email);
      // The same answer whether or not the address has an account, so nobody can probe for accounts.
      return { state: 1, message: request.t('session.reset_link_sent'), data: null };
    },
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/reset-password',
    { config: { public: true }, schema: resetPasswordSchema },
    async (request, reply) => {
      const body = request.body;
      const email = body.email.trim().toLowerCase();
      const waitSeconds = await resetLimiter.retryAfterSeconds(email, request.ip);
      if (waitSeconds > 0) return tooManyAttempts(request, reply, waitSeconds);

      const rejectToken = async (problem: ResetTokenProblem): Promise<never> => {
        await resetLimiter.recordFailure(email, request.ip);
        const key = RESET_PROBLEM_KEYS[problem];
        throw new HttpError(422, key, { token: [key] });
      };
      const check = await checkResetToken(db, email, body.token);
      if (!check.ok) return rejectToken(check.problem);

      const passwordProblems = newPasswordProblems(request, body.password, body.password_confirmation);
      if (passwordProblems.length > 0) throw new HttpError(422, 'errors.validation', { password: passwordProblems });

      const passwordHash = await hashPassword(body.password, config.passwordHashing);
      if (!(await completeReset(db, check.resetId, check.adminId, passwordHash))) return rejectToken('used');
      await resetLimiter.recordSuccess(email);
      return { state: 1, message: request.t('session.reset_done'), data: null };
    },
  );

  app.post<{ Body: UnlockBody }>(
    '/lock-screen/unlock',
    { preHandler: requirePermission(), schema: unlockSchema },
    async (request, reply) => {
      const admin = request.admin!;
      const waitSeconds = await unlockLimiter.retryAfterSeconds(admin.email, request.ip);
      if (waitSeconds > 0) return tooManyAttempts(request, reply, waitSeconds);

      const stored = await db
        .selectFrom('admins')
        .select('password_hash')
        .where('id', '=', admin.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(stored.password_hash, request.body.password))) {
        await unlockLimiter.recordFailure(admin.email, request.ip);
        throw new HttpError(422, 'session.unlock_failed', { password: ['session.unlock_failed'] });
      }
      await unlockLimiter.recordSuccess(admin.email);
      // The current user and permissions, so the admin continues with what a super admin changed meanwhile.
      const view = await loadAdminView(db, admin.id);
      return {
        state: 1,
        message: request.t('session.unlocked'),
        data: { user: view!.user, permissions: view!.permissions },
      };
    },
  );
}
