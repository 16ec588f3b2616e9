// The submit of a session form that posts and shows the answer: busy while the request runs, the
// server's message above the form and its field messages under the fields the form has.
import { useState } from 'react';
import { fieldErrorsFor, formFailure } from './formFailure';

export function useSessionSubmit(fields: readonly string[], send: (values: Record<string, unknown>) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await send(values);
      return undefined;
    } catch (error) {
      const problem = formFailure(error);
      setFailure(problem.message);
      return fieldErrorsFor(problem, fields);
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, submit };
}
