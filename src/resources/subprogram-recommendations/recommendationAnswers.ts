// The 'try it' box's answers as POST subprogram_recommendations/match takes them, from the form's values
// (one input per question, named `q{id}`), and a recommendation's rules in words.
import type { PrejoinQuestion, Recommendation } from '../../providers/calls/programmes';

export const answerSource = (question: Pick<PrejoinQuestion, 'id'>) => `q${question.id}`;

/** Only the answered questions; choices as option values, numbers as numbers. */
export function matchAnswers(
  questions: readonly PrejoinQuestion[],
  values: Record<string, unknown>,
): Record<string, number | number[]> {
  const answers: Record<string, number | number[]> = {};
  for (const question of questions) {
    const value = values[answerSource(question)];
    if (question.answer_type === 'multiple') {
      if (Array.isArray(value) && value.length > 0) answers[String(question.id)] = value.map(Number);
    } else if (question.answer_type !== 'text' && value !== null && value !== undefined && value !== '') {
      answers[String(question.id)] = Number(value);
    }
  }
  return answers;
}

/** Each rule as '{question}: {option} or {option}', in the language shown. */
export function rulesInWords(
  recommendation: Pick<Recommendation, 'rules'>,
  questions: readonly PrejoinQuestion[],
  language: 'en' | 'ar',
  or: string,
): string[] {
  return recommendation.rules.map((rule) => {
    const question = questions.find((candidate) => candidate.id === rule.question_id);
    if (!question) return `#${rule.question_id}`;
    const options = rule.answers.map((value) => {
      const option = question.options.find((candidate) => candidate.value === value);
      return option ? option[`label_${language}`] : String(value);
    });
    return `${question[`question_${language}`]} ${options.join(` ${or} `)}`;
  });
}
