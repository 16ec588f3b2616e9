// The two category trees of the library and what each category holds: exercise categories hold attached
// exercises, round categories hold rounds (which hold attached exercises in turn).
import { pluralOf } from '../auth/permissions';

export interface TreeKind {
  /** The category table. */
  table: string;
  /** The categories' model name, as the activity log names them. */
  model: string;
  /** Permission subject of the categories (spec 6). */
  subject: string;
  /** The table of the things placed directly in a category (by `category_id`). */
  contents: string;
  /** Whether each content row owns attached exercises (by `round_id`) that copies must bring along. */
  contentsOwnAttached: boolean;
}

export const EXERCISE_TREE: TreeKind = {
  table: 'exercise_categories',
  model: 'exercise-categories',
  subject: 'ExerciseCategory',
  contents: 'attached_exercises',
  contentsOwnAttached: false,
};

export const ROUND_TREE: TreeKind = {
  table: 'round_categories',
  model: 'round-categories',
  subject: 'RoundCategory',
  contents: 'rounds',
  contentsOwnAttached: true,
};

/** Permissions allowing an operation on a subject (spec 6): `view-X`, or `{kind}-xs` / `manage-xs`. */
export function allowed(kind: 'view' | 'create' | 'edit' | 'delete', ...subjects: string[]): string[] {
  return subjects.flatMap((subject) =>
    kind === 'view' ? [`view-${subject}`] : [`${kind}-${pluralOf(subject)}`, `manage-${pluralOf(subject)}`],
  );
}
