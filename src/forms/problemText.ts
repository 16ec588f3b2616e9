// The text of a broken rule: rule codes are messages `forms.rules.<code>`. A form with texts of its own
// passes their scope (e.g. `discount_form.errors`): `<scope>.<code>` comes first.
import type { TranslateFunction } from 'react-admin';
import type { Problem } from '../../common/forms/problems';

export function problemText(
  translate: TranslateFunction,
  problem: Problem | undefined,
  scope?: string,
): string | undefined {
  if (!problem) return undefined;
  const shared = translate(`forms.rules.${problem.code}`, problem.params);
  return scope ? translate(`${scope}.${problem.code}`, { ...problem.params, _: shared }) : shared;
}
