// A failed session-page request, split into the message shown above the form and the messages shown
// under each field (react-admin's Form takes `{ field: message }` back from onSubmit).
import { HttpError, messageKeys } from '../../providers/http';

export interface FormFailure {
  status: number;
  /** Server text, or a translation key (no answer at all). */
  message: string;
  fields: Record<string, string>;
}

export function formFailure(error: unknown): FormFailure {
  if (!(error instanceof HttpError)) return { status: 0, message: messageKeys.network, fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error.errors).map(([field, messages]) => [
      field,
      (Array.isArray(messages) ? messages : [messages]).join(' '),
    ]),
  );
  return { status: error.status, message: error.message, fields };
}

/** Only the fields the form has: react-hook-form would keep an error for an unknown one forever. */
export function fieldErrorsFor(failure: FormFailure, names: readonly string[]): Record<string, string> | undefined {
  const picked = Object.fromEntries(Object.entries(failure.fields).filter(([field]) => names.includes(field)));
  return Object.keys(picked).length > 0 ? picked : undefined;
}
