// The server's run of a form's shared rules (common/forms/<form>/schema.ts): their problems join the
// request's, and the checked values come back when none failed.
import type { z } from 'zod';
import type { Problems } from '../../../common/forms/problems';
import { problemMapOf } from '../../../common/forms/rule-schema';

export function applyRules<Values>(
  rules: z.ZodType<Values>,
  body: Record<string, unknown>,
  problems: Problems,
): Values | null {
  const parsed = rules.safeParse(body);
  problems.addAll(problemMapOf(parsed.error));
  return parsed.success ? parsed.data : null;
}
