// The guided tour's steps: each highlights one part of the shell, found by its data-tour attribute.
export interface TourStep {
  /** Value of the data-tour attribute of the highlighted element. */
  target: string;
  /** Messages under `shell.tour.steps.<key>` (title, text). */
  key: string;
}

export const TOUR_STEPS: TourStep[] = [
  { target: 'menu-search', key: 'menu_search' },
  { target: 'language-switch', key: 'language' },
  { target: 'theme-customizer', key: 'customizer' },
  { target: 'user-block', key: 'user' },
];

export const tourTarget = (step: TourStep): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-tour="${step.target}"]`);
