// The two trees' calls (spec 7.3, 7.4) and permission subjects, so one screen serves both.
export type LibraryKind = 'exercise' | 'round';

export interface LibraryPaths {
  title: string;
  subject: string;
  hierarchy: string;
  categories: string;
  pasteCategory: string;
}

export const LIBRARY: Record<LibraryKind, LibraryPaths> = {
  exercise: {
    title: 'library.exercise_title',
    subject: 'ExerciseCategory',
    hierarchy: 'exercise/categories/hierarchy',
    categories: 'exercise/categories',
    pasteCategory: 'exercise/paste-exercise-category',
  },
  round: {
    title: 'library.round_title',
    subject: 'RoundCategory',
    hierarchy: 'round/hierarchy',
    categories: 'round/categories',
    pasteCategory: 'round/paste-round-category',
  },
};

/** What was copied, waiting to be pasted. */
export type Clipboard =
  | { type: 'category'; id: number; name: string }
  | { type: 'attached'; id: number; name: string }
  | { type: 'round'; id: number; name: string };
