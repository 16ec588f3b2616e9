// The texts of failed actions from an answer's body. The API's failures carry `message`; another backend
// of the contract may send an `error` field, which wins (and is all a restore shows, spec 8).
import { describe, expect, it } from 'vitest';
import { bulkErrorText, singleErrorText } from '../../../src/list/actions/actionErrors';

const failed = (body: unknown) => ({ status: 422, body });

describe('action error texts', () => {
  it("prefers a backend's `error` field to its message", () => {
    const error = failed({ state: 0, error: 'The item is locked', message: 'Nothing to restore here' });
    expect(singleErrorText('delete', error)).toEqual({ text: 'The item is locked' });
    expect(bulkErrorText('delete', error)).toEqual({ text: 'The item is locked' });
  });

  it('shows only the `error` field for a restore, never its message', () => {
    expect(singleErrorText('restore', failed({ state: 0, error: 'The item is locked', message: 'No' }))).toEqual({
      text: 'The item is locked',
    });
    expect(singleErrorText('restore', failed({ state: 0, message: 'Nothing to restore here' }))).toEqual({
      key: 'list.errors.generic',
    });
  });

  it("falls back to the admin's own texts without a text from the server", () => {
    expect(bulkErrorText('delete', failed({ state: 0, error: '  ' }))).toEqual({ key: 'list.errors.deletion' });
    expect(bulkErrorText('mark_paid', new Error('offline'), 'Mark as paid')).toEqual({
      key: 'list.errors.custom',
      options: { action: 'Mark as paid' },
    });
  });
});
