// Turns rule codes into the 422 answer: field → messages of `forms.<code>` in the request language. A
// form with texts of its own names their scope (e.g. `discounts`): `<scope>.<code>` comes first there.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { hasMessage } from '../../http/language';
import type { Problems } from '../../../common/forms/problems';

/** The message key of `code`: the form's own `<scope>.<code>` when it exists, else `fallback`. */
export function messageKey(code: string, scope?: string, fallback = `forms.${code}`): string {
  const own = `${scope}.${code}`;
  return scope !== undefined && hasMessage(own) ? own : fallback;
}

export function throwIfProblems(request: FastifyRequest, problems: Problems, scope?: string): void {
  if (problems.isEmpty) return;
  const errors = Object.fromEntries(
    Object.entries(problems.byField).map(([field, list]) => [
      field,
      list.map(({ code, params }) => request.t(messageKey(code, scope), params)),
    ]),
  );
  throw new HttpError(422, 'errors.validation', errors);
}
