// The rules editor's values and their conversions: one checkbox group per choice question (named like the
// 'try it' box's inputs, `q{id}`), whose ticked answers are that question's rule; a question left empty
// has no rule. The request body is POST subprogram_recommendations/store's (and update's).
import type { PrejoinQuestion } from '../../providers/calls/programmes';
import type { FormItem } from '../../forms/loadItem';
import { answerSource } from './recommendationAnswers';

export const DEFAULT_PRIORITY = 100;
export const MAX_PRIORITY = 10_000;

export interface StoredRule {
  question_id: number;
  answers: number[];
}

/** The questions a rule can be on: those answered by choosing options. */
export const choiceQuestions = (questions: readonly PrejoinQuestion[]) =>
  questions.filter((question) => question.answer_type === 'single' || question.answer_type === 'multiple');

export function emptyValues(questions: readonly PrejoinQuestion[]): Record<string, unknown> {
  return {
    sub_program_id: null,
    priority: DEFAULT_PRIORITY,
    ...Object.fromEntries(questions.map((question) => [answerSource(question), []])),
  };
}

/** A stored item's rules (a JSON text in the row) spread over the questions' inputs. */
export function valuesOf(item: FormItem, questions: readonly PrejoinQuestion[]): Record<string, unknown> {
  let rules: StoredRule[] = [];
  try {
    const parsed = typeof item.rules === 'string' ? JSON.parse(item.rules) : item.rules;
    if (Array.isArray(parsed)) rules = parsed;
  } catch {
    // An unreadable rule set edits as an empty one.
  }
  const values = emptyValues(questions);
  for (const rule of rules) values[answerSource({ id: rule.question_id })] = [...rule.answers];
  return { ...values, sub_program_id: item.sub_program_id ?? null, priority: item.priority ?? DEFAULT_PRIORITY };
}

const ticked = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);

export function payloadOf(values: Record<string, unknown>, questions: readonly PrejoinQuestion[]) {
  const priority = values.priority;
  return {
    sub_program_id:
      values.sub_program_id === null || values.sub_program_id === '' ? null : Number(values.sub_program_id),
    priority: priority === null || priority === undefined || priority === '' ? DEFAULT_PRIORITY : Number(priority),
    rules: questions
      .map((question) => ({ question_id: question.id, answers: ticked(values[answerSource(question)]) }))
      .filter((rule) => rule.answers.length > 0),
  };
}

/** Field → message key: a sub-programme, a whole priority in range, and at least one rule. */
export function valueProblems(
  values: Record<string, unknown>,
  questions: readonly PrejoinQuestion[],
): Record<string, string> {
  const payload = payloadOf(values, questions);
  const problems: Record<string, string> = {};
  if (payload.sub_program_id === null || !Number.isInteger(payload.sub_program_id))
    problems.sub_program_id = 'programmes.recommendations.form.sub_program_required';
  if (!Number.isInteger(payload.priority) || payload.priority < 0 || payload.priority > MAX_PRIORITY)
    problems.priority = 'programmes.recommendations.form.priority_range';
  if (payload.rules.length === 0 && questions.length > 0)
    problems[answerSource(questions[0])] = 'programmes.recommendations.form.rule_required';
  return problems;
}
