// Which sub-programme a set of pre-join answers gets: the first recommendation (by priority, then id)
// whose every rule holds — the answer to its question is one of the rule's answers (for a multiple-choice
// question, any of the chosen ones). Also the checks of a stored rule set.
import type { Kysely } from 'kysely';

export interface Rule {
  question_id: number;
  answers: number[];
}

export type Answers = Record<string, number | number[]>;

export interface StoredRecommendation {
  id: number;
  sub_program_id: number;
  priority: number;
  rules: Rule[];
}

export function ruleHolds(rule: Rule, answers: Answers): boolean {
  const given = answers[String(rule.question_id)];
  if (given === undefined) return false;
  return (Array.isArray(given) ? given : [given]).some((value) => rule.answers.includes(value));
}

/** The first recommendation whose rules all hold (list them by priority, then id). */
export function firstMatch<T extends StoredRecommendation>(recommendations: readonly T[], answers: Answers): T | null {
  return (
    recommendations.find((recommendation) => recommendation.rules.every((rule) => ruleHolds(rule, answers))) ?? null
  );
}

export async function readRecommendations(db: Kysely<any>, subProgramId?: number): Promise<StoredRecommendation[]> {
  let query = db
    .selectFrom('subprogram_recommendations')
    .select(['id', 'sub_program_id', 'priority', 'rules'])
    .where('deleted_at', 'is', null)
    .orderBy('priority')
    .orderBy('id');
  if (subProgramId !== undefined) query = query.where('sub_program_id', '=', subProgramId);
  return (await query.execute()).map((row) => ({
    id: Number(row.id),
    sub_program_id: Number(row.sub_program_id),
    priority: Number(row.priority),
    rules: JSON.parse(row.rules) as Rule[],
  }));
}

/** The number of options of each choice question (live and enabled), by id. */
export async function choiceQuestions(db: Kysely<any>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('prejoin_questions')
    .select(['id', 'options_en'])
    .where('answer_type', 'in', ['single', 'multiple'])
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      String(row.options_en ?? '')
        .split('\n')
        .filter((line) => line.trim()).length,
    ]),
  );
}

/**
 * Field → message codes for rules naming no choice question, a question an earlier rule already names (its
 * answers belong in that one rule), or an answer the question does not offer.
 */
export function ruleProblems(rules: readonly Rule[], questions: Map<number, number>): Record<string, string> {
  const problems: Record<string, string> = {};
  const named = new Set<number>();
  rules.forEach((rule, index) => {
    const count = questions.get(rule.question_id);
    const repeated = named.has(rule.question_id);
    named.add(rule.question_id);
    if (count === undefined) problems[`rules.${index}.question_id`] = 'recommendations.unknown_question';
    else if (repeated) problems[`rules.${index}.question_id`] = 'recommendations.repeated_question';
    else if (rule.answers.some((answer) => answer > count))
      problems[`rules.${index}.answers`] = 'recommendations.unknown_answer';
  });
  return problems;
}
