// The permission catalogue and the permission helpers.
import { describe, expect, it } from 'vitest';
import { hasAnyPermission, type SignedInAdmin } from '../../server/auth/guard';
import { allPermissions, permissionsFor, pluralOf, rolePermissions } from '../../server/auth/permissions';

describe('permission strings', () => {
  it.each([
    ['Category', 'categories'],
    ['SubCategory', 'subcategories'],
    ['Address', 'addresses'],
    ['DietProgram', 'dietprograms'],
    ['Faq', 'faqs'],
    ['City', 'cities'],
    ['Walkthrough', 'walkthroughs'],
    ['PayoutRequest', 'payoutrequests'],
    ['Setting', 'settings'],
  ])('pluralises %s as %s', (subject, plural) => {
    expect(pluralOf(subject)).toBe(plural);
  });

  it('gives five permissions per subject', () => {
    expect(permissionsFor('Category')).toEqual([
      'view-Category',
      'create-categories',
      'edit-categories',
      'delete-categories',
      'manage-categories',
    ]);
  });

  it('covers every subject of the spec and leaves Dashboard out', () => {
    const all = allPermissions();
    for (const subject of [
      'Product',
      'RequestOffer',
      'Admin',
      'Role',
      'PaymentMethod',
      'ReviewQuestion',
      'ProgramPrice',
      'ExerciseCategory',
      'RoundCategory',
      'ChatGroup',
      'Support',
      'Classification',
      'Subscription',
      'PayoutAccount',
      'Referral',
      'Setting',
    ]) {
      expect(all).toContain(`view-${subject}`);
    }
    expect(all).toContain('delete-addresses');
    expect(all.some((permission) => permission.includes('Dashboard'))).toBe(false);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(45 * 5);
  });

  it("grants 'Super Admin' the whole catalogue whatever is stored, and reads other roles' JSON", () => {
    expect(rolePermissions({ name: 'Super Admin', permissions: '[]' })).toEqual(allPermissions());
    expect(rolePermissions({ name: 'Support', permissions: '["view-User"]' })).toEqual(['view-User']);
    expect(rolePermissions({ name: 'Broken', permissions: 'not json' })).toEqual([]);
    expect(rolePermissions(null)).toEqual([]);
  });

  it('hasAnyPermission needs at least one of the listed permissions', () => {
    const admin = { permissions: new Set(['view-User', 'edit-users']) } as unknown as SignedInAdmin;
    expect(hasAnyPermission(admin, 'manage-users', 'edit-users')).toBe(true);
    expect(hasAnyPermission(admin, 'delete-users')).toBe(false);
    expect(hasAnyPermission(admin)).toBe(false);
  });
});
