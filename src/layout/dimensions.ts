// Sizes and ids the shell's parts agree on.
export const APP_BAR_HEIGHT = 64;
/** A form's save bar, kept at the bottom of the window on long forms. */
export const SAVE_BAR_HEIGHT = 64;
/** The sidebar's navigation landmark, controlled by the app bar's toggle. */
export const SIDEBAR_ID = 'shell-sidebar';
