// The field messages a validation collects before it answers: every failing field at once, as a 422.
import { HttpError } from './errors';

export function fieldErrors() {
  const errors: Record<string, string[]> = {};
  return {
    errors,
    fail(field: string, message: string): void {
      (errors[field] ??= []).push(message);
    },
    /** 422 naming every failing field, when any failed. */
    throwIfAny(): void {
      if (Object.keys(errors).length > 0) throw new HttpError(422, 'errors.validation', errors);
    },
  };
}
