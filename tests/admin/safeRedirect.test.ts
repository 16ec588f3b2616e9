// Only same-site paths are followed after sign-in (spec 2.1).
import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from '../../src/routing/safeRedirect';

describe('safeRedirect', () => {
  it.each([
    ['/default/users', '/default/users'],
    ['/default/users?status=active#top', '/default/users?status=active#top'],
    ['/default/programs/ops/5/2', '/default/programs/ops/5/2'],
    ['/default/dashboard/', '/default/dashboard/'],
  ])('follows %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['//evil.example'],
    ['//evil.example/default/users'],
    ['https://evil.example'],
    ['https://evil.example/default/users'],
    ['http:evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['default/users'],
    [' /default/users'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/session/login'],
    ['/session/login?redirect=%2Fdefault'],
  ])('refuses %j and opens the dashboard', (target) => {
    expect(safeRedirect(target)).toBe('/default/dashboard/');
  });
});

describe('loginPathFor', () => {
  it('carries the full path, encoded', () => {
    expect(loginPathFor('/default/users?status=active#top')).toBe(
      '/session/login?redirect=%2Fdefault%2Fusers%3Fstatus%3Dactive%23top',
    );
  });

  it('needs no way back from the session pages or the root', () => {
    expect(loginPathFor('/session/forgot-password')).toBe('/session/login');
    expect(loginPathFor('/')).toBe('/session/login');
  });

  it('keeps the way back when a late sign-in check fires on the login page itself', () => {
    expect(loginPathFor('/session/login?redirect=%2Fx')).toBe('/session/login?redirect=%2Fx');
  });
});
