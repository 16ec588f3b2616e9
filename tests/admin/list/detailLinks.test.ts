// Route names of link cells → admin paths (spec 2.2).
import { describe, expect, it } from 'vitest';
import { detailPath } from '../../../src/list/table/detailLinks';

describe('detail links', () => {
  it.each([
    ['users-details', '/users/users-list/7'],
    ['admins-details', '/admins/7'],
    ['subscriptions-details', '/subscriptions/7'],
    ['payout-request-details', '/payout-requests/7'],
    ['program-details', '/programs/7'],
    ['Sub-programs-edit', '/sub-programs-edit/7'],
    ['property-details', '/not-available'],
  ])('%s → %s', (route, path) => {
    expect(detailPath({ route, id: 7, label: 'x' })).toBe(path);
  });

  it('has no path for an unknown route', () => {
    expect(detailPath({ route: 'nowhere', id: 7, label: 'x' })).toBeNull();
  });
});
