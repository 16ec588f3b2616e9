// A form's problems (field → rule codes) as the errors react-admin's form-level `validate` returns: each
// field's first problem, in the admin's language (see problemText).
import type { TranslateFunction } from 'react-admin';
import type { ProblemMap } from '../../common/forms/problems';
import { problemText } from './problemText';

export function problemErrors(
  translate: TranslateFunction,
  problems: ProblemMap,
  scope?: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, list] of Object.entries(problems)) {
    const text = problemText(translate, list[0], scope);
    if (text) errors[field] = text;
  }
  return errors;
}
