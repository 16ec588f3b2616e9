// The rule for a new password chosen on the session pages (sign-up, reset): the same as the profile's.
import type { FastifyRequest } from 'fastify';
import { PASSWORD_MIN_LENGTH } from './profile-input';

/** The problems with `password` as a new password, translated; empty when it is acceptable. */
export function newPasswordProblems(request: FastifyRequest, password: string, confirmation: string): string[] {
  if (password.length < PASSWORD_MIN_LENGTH)
    return [request.t('validation.password_min', { min: PASSWORD_MIN_LENGTH })];
  if (password !== confirmation) return [request.t('validation.password_confirmation')];
  return [];
}
