// A form's pure rules as a zod schema: `check` reads the values (as the form holds them or the body
// sends them) and finds problems; each becomes an issue whose message is the rule code. So the same
// `safeParse` gives the server its 422 and the admin's form its ProblemMap.
import { z } from 'zod';
import { type ProblemMap, Problems } from './problems';

export interface RuleResult<Values> {
  problems: Problems;
  /** Set only when no rule failed. */
  values: Values | null;
}

/** Any object of values, checked by `check`; the output is the checked values. */
export function ruleSchema<Values>(check: (input: Record<string, unknown>) => RuleResult<Values>) {
  return z.record(z.string(), z.unknown()).transform((input, context): Values => {
    const { problems, values } = check(input);
    for (const [field, list] of Object.entries(problems.byField)) {
      for (const { code, params } of list)
        context.addIssue({ code: 'custom', path: [field], message: code, ...(params ? { params } : {}) });
    }
    return values ?? z.NEVER;
  });
}

/** zod's issues as rule codes per field (the first path segment names the field). */
export function problemMapOf(error: z.ZodError | undefined): ProblemMap {
  const problems = new Problems();
  for (const issue of error?.issues ?? []) {
    const params = issue.code === 'custom' ? (issue.params as Record<string, string | number> | undefined) : undefined;
    problems.add(String(issue.path[0] ?? ''), issue.message, params);
  }
  return problems.byField;
}

/** The client's check: values → problems (empty when every rule holds). */
export function validateWith(schema: z.ZodType, values: Record<string, unknown>): ProblemMap {
  return problemMapOf(schema.safeParse(values).error);
}
