// After a save the rules stopped, the first field showing a problem takes the focus, so a keyboard user
// lands on it instead of hunting for it from the Save button (react-hook-form forms do the same).

/** A control the user can type into or operate: not hidden from them and reachable with Tab. */
function isOperable(element: HTMLElement): boolean {
  return element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]');
}

/** Focuses the first field of `form`, in page order, marked invalid; for a date field, its first section. */
export function focusFirstProblem(form: HTMLElement | null): void {
  for (const invalid of form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? []) {
    if (invalid.closest('[aria-hidden="true"]')) continue;
    // A date field marks its group invalid; its sections take the focus.
    const target = isOperable(invalid)
      ? invalid
      : Array.from(invalid.querySelectorAll<HTMLElement>('[role="spinbutton"], input, [tabindex]')).find(isOperable);
    if (target) {
      target.focus();
      return;
    }
  }
}
