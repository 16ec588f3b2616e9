// Sizes and ids the shell's parts agree on.
export const APP_BAR_HEIGHT = 64;
/** The app bar below the `sm` breakpoint. */
export const APP_BAR_HEIGHT_PHONE = 56;
/** A form's save bar, kept at the bottom of the window on long forms. */
export const SAVE_BAR_HEIGHT = 64;
/** The sidebar's navigation landmark, controlled by the app bar's toggle. */
export const SIDEBAR_ID = 'shell-sidebar';
