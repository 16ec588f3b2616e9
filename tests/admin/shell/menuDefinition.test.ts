// The menu definition and its pure functions: spec 2.3's groups exactly, the fitness groups, permission
// filtering, search (title, path, sub-items) and the 28-character title truncation.
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/shell.en';
import ar from '../../../i18n/shell.ar';
import { buildMenu } from '../../../src/menu/buildMenu';
import {
  findMenuItem,
  isActivePath,
  menuLinks,
  searchMenu,
  truncateTitle,
  visibleMenu,
} from '../../../src/menu/menuFilters';
import type { MenuGroupDefinition, MenuItemDefinition } from '../../../src/menu/types';
import { SERVED_MODELS } from '../servedModels';

const MENU = buildMenu(SERVED_MODELS);
const items = en.shell.menu.items as Record<string, string>;
const arItems = ar.shell.menu.items as Record<string, string>;
const groups = en.shell.menu.groups as Record<string, string>;
// A model's entry is titled by its served label, the others by their message.
const englishTitle = (item: MenuItemDefinition) => item.label?.en ?? items[item.key];
const arabicTitle = (item: MenuItemDefinition) => item.label?.ar ?? arItems[item.key];

/** Group title → [title, path, permission] of each item, as the English interface shows them. */
const described = (menu: MenuGroupDefinition[]) =>
  menu.map((group) => ({
    title: group.titled ? groups[group.key] : null,
    items: group.items.flatMap((item) =>
      (item.children ?? [item]).map((leaf) => [englishTitle(leaf), leaf.path, leaf.permission ?? null]),
    ),
  }));

const allPermissions = menuLinks(MENU).flatMap((item) => (item.permission ? [item.permission] : []));

describe('the menu definition', () => {
  it('holds the groups of spec 2.3 exactly, in order, after the untitled Dashboard', () => {
    expect(described(MENU).slice(0, 7)).toEqual([
      { title: null, items: [['Dashboard', '/dashboard/', null]] },
      {
        title: 'Marketplace',
        items: [
          ['Products', '/products', 'view-Product'],
          ['Services', '/services', 'view-Service'],
          ['Requests', '/requests', 'view-Request'],
          ['Request Offers', '/request-offers', 'view-RequestOffer'],
          ['Orders', '/orders', 'view-Order'],
          ['Categories', '/categories', 'view-Category'],
          ['Sub-categories', '/sub-categories', 'view-SubCategory'],
        ],
      },
      {
        title: 'Users & Roles',
        items: [
          ['Users', '/users', 'view-User'],
          ['Sellers', '/sellers', 'view-Seller'],
          ['Buyers', '/buyers', 'view-Buyer'],
          ['Admins', '/admins', 'view-Admin'],
        ],
      },
      {
        title: 'Financial',
        items: [
          ['Payment Methods', '/payment-methods', 'view-PaymentMethod'],
          ['Payment Transactions', '/payment-transactions', 'view-PaymentTransaction'],
          ['Commissions', '/commissions', 'view-Commission'],
        ],
      },
      {
        title: 'Content & Support',
        items: [
          ['Chats', '/chats', 'view-Chat'],
          ['Reviews', '/reviews', 'view-Review'],
          ['Complaints', '/complaints', 'view-Complaint'],
          ['Pages', '/pages', 'view-Page'],
        ],
      },
      {
        title: 'Location',
        items: [
          ['Areas', '/areas', 'view-Area'],
          ['Cities', '/cities', 'view-City'],
          ['Addresses', '/addresses', 'view-Address'],
        ],
      },
      {
        title: 'Configuration',
        items: [
          ['Dynamic Forms', '/dynamic-forms', 'view-DynamicForm'],
          ['Review Questions', '/review-questions', 'view-ReviewQuestion'],
        ],
      },
    ]);
  });

  it('adds every fitness area of the issue with its path and view permission', () => {
    const fitness = menuLinks(MENU.slice(7)).map((item) => [item.path, item.permission]);
    expect(fitness).toEqual(
      expect.arrayContaining([
        ['/programs', 'view-Program'],
        ['/diet-programs', 'view-DietProgram'],
        ['/sub-programs', 'view-SubProgram'],
        ['/exercises', 'view-Exercise'],
        ['/exercises-Categories', 'view-ExerciseCategory'],
        ['/rounds-categories', 'view-RoundCategory'],
        ['/walkthrough', 'view-Walkthrough'],
        ['/chatGroup', 'view-ChatGroup'],
        ['/support', 'view-Chat'],
        ['/faq-list', 'view-Faq'],
        ['/program-classification', 'view-Classification'],
        ['/program-prices', 'view-ProgramPrice'],
        ['/commission', 'view-Commission'],
        ['/coupons', 'view-Coupon'],
        ['/discounts', 'view-Discount'],
        ['/referral-discounts', 'view-ReferralDiscount'],
        ['/subscriptions/', 'view-Subscription'],
        ['/payout-requests/', 'view-PayoutRequest'],
        ['/payout-accounts', 'view-PayoutAccount'],
        ['/treeview', 'view-Referral'],
        ['/roles/', 'view-Role'],
        ['/settings', 'view-Setting'],
      ]),
    );
    // Users, admins, pages and payment methods appear once, in the spec's groups.
    const paths = menuLinks(MENU).map((item) => item.path);
    expect(paths.length).toBe(new Set(paths).size);
  });

  it("keeps 'Add new admin' in the definition, hidden", () => {
    const addAdmin = menuLinks(MENU).find((item) => item.key === 'add_admin');
    expect(addAdmin).toMatchObject({ hidden: true });
    expect(menuLinks(visibleMenu(MENU, [...allPermissions, 'create-admins'])).map((item) => item.key)).not.toContain(
      'add_admin',
    );
  });

  it('has an English and an Arabic title for every group and item', () => {
    const arGroups = ar.shell.menu.groups as Record<string, string>;
    for (const group of MENU) {
      if (group.titled) expect([groups[group.key], arGroups[group.key]]).not.toContain(undefined);
      for (const item of group.items.flatMap((entry: MenuItemDefinition) => [entry, ...(entry.children ?? [])])) {
        expect(englishTitle(item), item.key).toBeTruthy();
        expect(arabicTitle(item), item.key).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });
});

describe('visibleMenu', () => {
  it('shows a support admin only the Dashboard, Users, Chats, Complaints and Support', () => {
    const shown = visibleMenu(MENU, ['view-User', 'view-Chat', 'view-Complaint']);
    expect(menuLinks(shown).map(englishTitle)).toEqual(['Dashboard', 'Users', 'Chats', 'Complaints', 'Support']);
    expect(shown.map((group) => group.key)).toEqual(['main', 'users_roles', 'content_support', 'communication']);
  });

  it('always shows the Dashboard, even without any permission', () => {
    expect(menuLinks(visibleMenu(MENU, [])).map(englishTitle)).toEqual(['Dashboard']);
  });

  it('shows a super admin every item but the hidden one', () => {
    const shown = menuLinks(visibleMenu(MENU, allPermissions));
    expect(shown.length).toBe(menuLinks(MENU).length - 1);
  });

  it('keeps a parent with only the sub-items allowed', () => {
    const shown = visibleMenu(MENU, ['view-RoundCategory']);
    const library = shown.flatMap((group) => group.items).find((item) => item.key === 'exercise_library');
    expect(library?.children?.map(englishTitle)).toEqual(['Rounds Categories']);
  });
});

describe('searchMenu', () => {
  const everything = visibleMenu(MENU, allPermissions);
  const found = (query: string) => menuLinks(searchMenu(everything, query, englishTitle)).map(englishTitle);

  it('matches titles, ignoring case', () => {
    expect(found('PAYMENT')).toEqual(['Payment Methods', 'Payment Transactions']);
  });

  it('matches paths', () => {
    expect(found('/treeview')).toEqual(['Referrals Tree']);
    expect(found('default/faq-list')).toEqual(['FAQs']);
  });

  it('finds sub-items and keeps their parent', () => {
    const groupsFound = searchMenu(everything, 'rounds', englishTitle);
    expect(groupsFound.map((group) => group.key)).toEqual(['training']);
    expect(groupsFound[0].items[0]).toMatchObject({
      key: 'exercise_library',
      children: [expect.objectContaining({ key: 'rounds_categories' })],
    });
  });

  it('keeps every sub-item when the parent matches', () => {
    expect(found('library')).toEqual(['Exercises', 'Exercise Categories', 'Rounds Categories']);
  });

  it('finds nothing for an unknown text and everything for an empty one', () => {
    expect(found('zzz-nothing')).toEqual([]);
    expect(found('   ')).toEqual(menuLinks(everything).map(englishTitle));
  });

  it('searches the titles in the language shown', () => {
    const arabic = menuLinks(searchMenu(everything, 'الشكاوى', arabicTitle));
    expect(arabic.map((item) => item.key)).toEqual(['complaints']);
  });
});

describe('truncateTitle', () => {
  it('leaves titles of up to 28 characters alone', () => {
    expect(truncateTitle('Payment Transactions')).toBe('Payment Transactions');
    expect(truncateTitle('x'.repeat(28))).toBe('x'.repeat(28));
  });

  it('cuts longer titles at 28 characters with an ellipsis', () => {
    expect(truncateTitle('Programme classification and pricing plans')).toBe('Programme classification and…');
    expect(truncateTitle('y'.repeat(29))).toBe(`${'y'.repeat(28)}…`);
  });

  it('counts characters, not UTF-16 units, and handles Arabic', () => {
    expect(truncateTitle('😀'.repeat(30))).toBe(`${'😀'.repeat(28)}…`);
    const arabic = 'إدارة البرامج الغذائية والتمارين الرياضية';
    expect(Array.from(truncateTitle(arabic)).length).toBeLessThanOrEqual(29);
    expect(truncateTitle(arabic).endsWith('…')).toBe(true);
  });

  it('takes another limit when given', () => {
    expect(truncateTitle('Dashboard', 4)).toBe('Dash…');
  });
});

describe('active item and the menu entry of an address', () => {
  it('treats sub-pages and trailing slashes as the same screen', () => {
    expect(isActivePath('/default/dashboard', '/default/dashboard/')).toBe(true);
    expect(isActivePath('/default/users/users-ops/3', '/default/users')).toBe(true);
    expect(isActivePath('/default/users-x', '/default/users')).toBe(false);
  });

  it('finds the most specific menu item of a path, hidden ones included', () => {
    expect(findMenuItem(MENU, '/default/programs/ops/4')?.key).toBe('programs');
    expect(findMenuItem(MENU, '/default/admins/ops')?.key).toBe('add_admin');
    expect(findMenuItem(MENU, '/default/nowhere')).toBeUndefined();
  });
});
