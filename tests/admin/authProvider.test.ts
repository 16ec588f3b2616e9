// authProvider against msw: the stored session, sign-out, the redirects and the permission mapping.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../src/providers/authProvider';
import { HttpError } from '../../src/providers/http';
import { can, declareSubject, pluralOf } from '../../src/providers/permissions';
import { api, server } from './msw';

const user = {
  id: 7,
  first_name: 'Mona',
  last_name: 'Adel',
  email: 'mona@demo.test',
  image: '/uploads/mona.png',
  role: 'Support',
};
const signedInAnswer = {
  state: 1,
  message: 'User Logged In Success!',
  data: { token: 'tok-abc', expires_at: '2026-02-01T09:15:00.000Z', user, permissions: ['view-User', 'edit-users'] },
};

function signIn(): void {
  localStorage.setItem('access_token', 'tok-abc');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('permissions', JSON.stringify(['view-User', 'edit-users']));
}

const sessionKeys = () => ['access_token', 'user', 'permissions'].map((key) => localStorage.getItem(key));

describe('login', () => {
  it('posts the credentials and stores token, user and permissions under the spec keys', async () => {
    let body: unknown;
    server.use(
      http.post(api('login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(signedInAnswer);
      }),
    );
    await expect(authProvider.login({ email: 'mona@demo.test', password: 'Demo#2026' })).resolves.toEqual({
      redirectTo: false,
    });
    expect(body).toEqual({ email: 'mona@demo.test', password: 'Demo#2026' });
    expect(sessionKeys()).toEqual(['tok-abc', JSON.stringify(user), '["view-User","edit-users"]']);
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('stores nothing when the credentials are wrong', async () => {
    server.use(
      http.post(api('login'), () =>
        HttpResponse.json({ state: 0, message: 'Wrong email or password.' }, { status: 422 }),
      ),
    );
    await expect(authProvider.login({ email: 'mona@demo.test', password: 'nope' })).rejects.toBeInstanceOf(HttpError);
    expect(sessionKeys()).toEqual([null, null, null]);
  });
});

describe('login with two-factor sign-in on', () => {
  const challenge = 'c'.repeat(43);

  it('answers the challenge and stores no session until the code step signs in', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('login'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          state: 1,
          message: 'Enter the code from your authenticator app.',
          data: { two_factor: true, challenge },
        });
      }),
      http.post(api('login/two-factor'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(signedInAnswer);
      }),
    );
    await expect(authProvider.login({ email: 'mona@demo.test', password: 'Demo#2026' })).resolves.toEqual({
      redirectTo: false,
      challenge,
    });
    expect(sessionKeys()).toEqual([null, null, null]);
    await expect(authProvider.loginWithSecondFactor({ challenge, code: '123456' })).resolves.toEqual({
      redirectTo: false,
    });
    expect(bodies).toEqual([
      { email: 'mona@demo.test', password: 'Demo#2026' },
      { challenge, code: '123456' },
    ]);
    expect(sessionKeys()).toEqual(['tok-abc', JSON.stringify(user), '["view-User","edit-users"]']);
  });

  it('sends a recovery code as such, and stores nothing when it is refused', async () => {
    let body: unknown;
    server.use(
      http.post(api('login/two-factor'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            state: 0,
            message: 'That code is not right. Check the time on your device and try again.',
            errors: { code: ['That code is not right. Check the time on your device and try again.'] },
          },
          { status: 422 },
        );
      }),
    );
    await expect(
      authProvider.loginWithSecondFactor({ challenge, recovery_code: 'k7m2q-x9fhp' }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(body).toEqual({ challenge, recovery_code: 'k7m2q-x9fhp' });
    expect(sessionKeys()).toEqual([null, null, null]);
  });
});

describe('logout', () => {
  it('revokes the token on the server, clears the session keys but not the language, and opens the login page', async () => {
    signIn();
    localStorage.setItem('language', 'ar');
    const authorizations: Array<string | null> = [];
    server.use(
      http.post(api('logout'), ({ request }) => {
        authorizations.push(request.headers.get('Authorization'));
        return HttpResponse.json({ state: 1, message: 'Signed out', data: null });
      }),
    );
    await expect(authProvider.logout({})).resolves.toBe('/session/login');
    expect(authorizations).toEqual(['Bearer tok-abc']);
    expect(sessionKeys()).toEqual([null, null, null]);
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it('signs out locally even when the server refuses', async () => {
    signIn();
    server.use(
      http.post(api('logout'), () => HttpResponse.json({ state: 0, message: 'Token revoked' }, { status: 401 })),
    );
    await expect(authProvider.logout({})).resolves.toBe('/session/login');
    expect(sessionKeys()).toEqual([null, null, null]);
  });

  it('without a session calls nothing and sends to the login page with the way back', async () => {
    window.history.replaceState(null, '', '/default/users?status=active#top');
    // msw fails the test on any request, so none may be made.
    await expect(authProvider.logout({})).resolves.toBe(
      '/session/login?redirect=%2Fdefault%2Fusers%3Fstatus%3Dactive%23top',
    );
  });
});

describe('checkAuth', () => {
  it('passes with a stored token and user', async () => {
    signIn();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it.each([
    ['nothing stored', () => undefined],
    ['a token but no user', () => localStorage.setItem('access_token', 'tok')],
    ['a user but no token', () => localStorage.setItem('user', JSON.stringify(user))],
  ])('refuses with %s, redirecting to the login page with the full original path', async (_case, arrange) => {
    arrange();
    window.history.replaceState(null, '', '/default/programs/ops/5?tab=days#day-3');
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: '/session/login?redirect=%2Fdefault%2Fprograms%2Fops%2F5%3Ftab%3Ddays%23day-3',
      message: false,
    });
  });

  it('ends an external identity session once its expiry has passed, and keeps it until then', async () => {
    signIn();
    localStorage.setItem('isUserSigninWithAuth0', 'true');
    localStorage.setItem('expires_at', String(Date.now() + 60_000));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    localStorage.setItem('expires_at', String(Date.now() - 1));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ message: false });
    expect(
      ['access_token', 'user', 'permissions', 'expires_at', 'isUserSigninWithAuth0'].map((key) =>
        localStorage.getItem(key),
      ),
    ).toEqual([null, null, null, null, null]);
  });
});

describe('checkError', () => {
  it('ends a locked screen with the session: a later sign-in is not sent to the lock screen', async () => {
    signIn();
    localStorage.setItem('locked', '1');
    server.use(http.post(api('logout'), () => HttpResponse.json({ state: 1, data: null })));
    await authProvider.logout({});
    expect(localStorage.getItem('locked')).toBeNull();
  });

  it('signs out on 401 without a second message or redirect (the request helper did both)', async () => {
    await expect(authProvider.checkError(new HttpError('Unauthenticated', 401))).rejects.toEqual({
      redirectTo: false,
      message: false,
    });
  });

  it.each([403, 404, 422, 500, 0])('stays signed in on %i', async (status) => {
    await expect(authProvider.checkError(new HttpError('x', status))).resolves.toBeUndefined();
  });
});

describe('identity and permissions', () => {
  it('reads the identity from the stored user', async () => {
    signIn();
    await expect(authProvider.getIdentity!()).resolves.toEqual({
      id: 7,
      fullName: 'Mona Adel',
      avatar: '/uploads/mona.png',
      email: 'mona@demo.test',
    });
  });

  it('returns the stored permission list, or none', async () => {
    await expect(authProvider.getPermissions!({})).resolves.toEqual([]);
    signIn();
    await expect(authProvider.getPermissions!({})).resolves.toEqual(['view-User', 'edit-users']);
  });
});

describe('canAccess (spec 6)', () => {
  declareSubject('categories', 'Category');
  declareSubject('payout-requests', 'PayoutRequest');

  const table: Array<[string[], string, string, boolean]> = [
    [['view-Category'], 'categories', 'list', true],
    [['view-Category'], 'categories', 'show', true],
    [['manage-categories'], 'categories', 'list', false],
    [['view-Category'], 'categories', 'create', false],
    [['create-categories'], 'categories', 'create', true],
    [['manage-categories'], 'categories', 'create', true],
    [['edit-categories'], 'categories', 'edit', true],
    [['manage-categories'], 'categories', 'edit', true],
    [['create-categories'], 'categories', 'edit', false],
    [['delete-categories'], 'categories', 'delete', true],
    [['manage-categories'], 'categories', 'delete', true],
    [['edit-categories'], 'categories', 'delete', true],
    [['view-PayoutAccount'], 'categories', 'delete', true],
    [['view-Category', 'create-categories'], 'categories', 'delete', false],
    [['edit-payoutrequests'], 'payout-requests', 'edit', true],
    [['edit-categories'], 'payout-requests', 'edit', false],
    [['view-Category'], 'undeclared', 'list', false],
  ];

  it.each(table)('%j on %s/%s → %s', async (permissions, resource, action, expected) => {
    localStorage.setItem('permissions', JSON.stringify(permissions));
    await expect(authProvider.canAccess!({ resource, action })).resolves.toBe(expected);
  });

  it('restore needs delete or manage', () => {
    expect(can(['delete-categories'], 'restore', 'Category')).toBe(true);
    expect(can(['manage-categories'], 'restore', 'Category')).toBe(true);
    expect(can(['edit-categories'], 'restore', 'Category')).toBe(false);
    expect(can(undefined, 'list', 'Category')).toBe(false);
  });

  it.each([
    ['Category', 'categories'],
    ['Address', 'addresses'],
    ['DietProgram', 'dietprograms'],
    ['Faq', 'faqs'],
    ['City', 'cities'],
    ['Day', 'days'],
    ['Match', 'matches'],
    ['PayoutRequest', 'payoutrequests'],
  ])('pluralOf(%s) = %s', (subject, plural) => {
    expect(pluralOf(subject)).toBe(plural);
  });
});
