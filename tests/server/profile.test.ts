// GET and POST admins/my-profile: JSON and multipart updates, validation, password change sessions.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';
import { IMAGES, multipart } from './multipart';

let t: TestApp;
let token: string;
const PROFILE = '/api/v1/admin/admins/my-profile';

beforeEach(async () => {
  t = await createTestApp();
  await addAdmin(t, { email: 'me@demo.test', password: 'Original#1', roleName: 'Support' });
  token = await t.login('me@demo.test', 'Original#1');
});
afterEach(async () => {
  await t.close();
});

const update = (payload: object, language: 'en' | 'ar' = 'en', authToken = token) =>
  t.app.inject({ method: 'POST', url: PROFILE, headers: t.auth(authToken, language), payload });
const profile = (authToken = token) => t.app.inject({ method: 'GET', url: PROFILE, headers: t.auth(authToken) });

describe('GET admins/my-profile', () => {
  it("returns the signed-in admin's profile and permissions", async () => {
    const res = await profile();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      state: 1,
      data: {
        id: 3,
        first_name: 'Test',
        last_name: 'Admin',
        email: 'me@demo.test',
        image: null,
        role: 'Support',
        permissions: ['edit-chats', 'view-Chat', 'view-Complaint', 'view-User'],
      },
    });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: PROFILE })).statusCode).toBe(401);
  });
});

describe('POST admins/my-profile (JSON)', () => {
  it('updates the name without needing the current password', async () => {
    const res = await update({ first_name: '  Mona ', last_name: 'Adel' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully.');
    expect(res.json().data).toMatchObject({ first_name: 'Mona', last_name: 'Adel', email: 'me@demo.test' });
    expect(res.json().data.token).toBeUndefined();
    expect((await profile()).json().data.first_name).toBe('Mona');
  });

  it('changes the email only with the current password', async () => {
    const without = await update({ email: 'new@demo.test' });
    expect(without.statusCode).toBe(422);
    expect(without.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: { current_password: ['Enter your current password to change your email or password.'] },
    });
    const wrong = await update({ email: 'new@demo.test', current_password: 'nope' });
    expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
    const ok = await update({ email: ' NEW@demo.test ', current_password: 'Original#1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe('new@demo.test');
    expect((await profile()).statusCode).toBe(200);
  });

  it('keeps the same email without asking for the password', async () => {
    const res = await update({ email: 'ME@demo.test', first_name: 'Same' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an invalid or taken email', async () => {
    const invalid = await update({ email: 'not-an-email', current_password: 'Original#1' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ email: ['The email must be a valid email address.'] });
    const taken = await update({ email: DEMO_SUPPORT.email, current_password: 'Original#1' }, 'ar');
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      state: 0,
      message: 'البيانات المُدخلة غير صالحة.',
      errors: { email: ['البريد الإلكتروني مستخدم من قبل.'] },
    });
  });

  it('checks the new password: length, confirmation and current password', async () => {
    const short = await update({ password: 'short', password_confirmation: 'short', current_password: 'Original#1' });
    expect(short.json().errors).toEqual({ password: ['The password must have at least 8 characters.'] });
    const mismatch = await update({
      password: 'Changed#123',
      password_confirmation: 'Changed#124',
      current_password: 'Original#1',
    });
    expect(mismatch.json().errors).toEqual({ password: ['The password confirmation does not match.'] });
    const noCurrent = await update({ password: 'Changed#123', password_confirmation: 'Changed#123' });
    expect(noCurrent.statusCode).toBe(422);
    expect(noCurrent.json().errors).toEqual({
      current_password: ['Enter your current password to change your email or password.'],
    });
    const blankName = await update({ first_name: '   ' });
    expect(blankName.json().errors).toEqual({ first_name: ['The first name field must not be empty.'] });
  });

  it('treats empty password fields as "keep the current password"', async () => {
    const res = await update({ first_name: 'Kept', password: '', password_confirmation: '', current_password: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toBeUndefined();
  });

  it('revokes every session on a password change and continues this one with a fresh token', async () => {
    const otherSession = await t.login('me@demo.test', 'Original#1');
    const res = await update({
      password: 'Changed#123',
      password_confirmation: 'Changed#123',
      current_password: 'Original#1',
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.token as string;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(otherSession)).statusCode).toBe(401);
    expect((await profile(fresh)).statusCode).toBe(200);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { email: 'me@demo.test', password: 'Original#1' },
    });
    expect(oldPassword.statusCode).toBe(422);
    expect(await t.login('me@demo.test', 'Changed#123')).toBeTruthy();
  });

  it('sets and removes the image by upload path', async () => {
    const name = `${'a'.repeat(32)}.png`;
    const set = await update({ image: `/uploads/${name}` });
    expect(set.json().data.image).toBe(`/uploads/${name}`);
    const absolute = await update({ image: `http://localhost:8080/uploads/${name}` });
    expect(absolute.json().data.image).toBe(`/uploads/${name}`);
    const bad = await update({ image: 'https://evil.example/x.svg' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ image: ['The image field format is invalid.'] });
    const removed = await update({ image: null });
    expect(removed.json().data.image).toBeNull();
  });

  it('answers 400 for wrong types, unknown fields and malformed JSON', async () => {
    const wrong = await update({ first_name: 5, image: 7 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      first_name: ['The first name field must be text.'],
      image: ['The image field is invalid.'],
    });
    const unknown = await update({ role_id: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ role_id: ['The role_id field is not allowed.'] });
    const tooLong = await update({ first_name: 'x'.repeat(101) });
    expect(tooLong.json().errors).toEqual({
      first_name: ['The first name field may not have more than 100 characters.'],
    });
    const malformed = await t.app.inject({
      method: 'POST',
      url: PROFILE,
      headers: { ...t.auth(token), 'content-type': 'application/json' },
      payload: '{"first_name": }',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: PROFILE, payload: { first_name: 'X' } })).statusCode).toBe(401);
  });
});

describe('POST admins/my-profile (multipart)', () => {
  it('stores an image file and updates text fields', async () => {
    const form = await multipart({ first_name: 'Photo' }, [
      { name: 'image', filename: 'me.png', type: 'image/png', bytes: IMAGES.png },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: PROFILE,
      headers: { ...t.auth(token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const { image, first_name } = res.json().data;
    expect(first_name).toBe('Photo');
    expect(image).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(existsSync(join(t.deps.config.dataDir, image))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('changes the password through the form too', async () => {
    const form = await multipart({
      password: 'Changed#123',
      password_confirmation: 'Changed#123',
      current_password: 'Original#1',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: PROFILE,
      headers: { ...t.auth(token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('refuses unknown fields, a non-image file and an oversized file', async () => {
    const unknown = await multipart({ role_id: '1' }, [
      { name: 'avatar', filename: 'a.png', type: 'image/png', bytes: IMAGES.png },
    ]);
    const unknownRes = await t.app.inject({
      method: 'POST',
      url: PROFILE,
      headers: { ...t.auth(token), ...unknown.headers },
      payload: unknown.payload,
    });
    expect(unknownRes.statusCode).toBe(400);
    expect(unknownRes.json().errors).toEqual({
      role_id: ['The role_id field is not allowed.'],
      avatar: ['The avatar field is not allowed.'],
    });

    const svg = await multipart({}, [
      {
        name: 'image',
        filename: 'x.png',
        type: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
    ]);
    const svgRes = await t.app.inject({
      method: 'POST',
      url: PROFILE,
      headers: { ...t.auth(token), ...svg.headers },
      payload: svg.payload,
    });
    expect(svgRes.statusCode).toBe(415);
    expect(svgRes.json()).toEqual({ state: 0, message: 'Only PNG, JPEG, GIF and WebP images are accepted.' });

    const big = await multipart({}, [
      {
        name: 'image',
        filename: 'big.png',
        type: 'image/png',
        bytes: Buffer.concat([IMAGES.png, Buffer.alloc(2 * 1024 * 1024)]),
      },
    ]);
    const bigRes = await t.app.inject({
      method: 'POST',
      url: PROFILE,
      headers: { ...t.auth(token), ...big.headers },
      payload: big.payload,
    });
    expect(bigRes.statusCode).toBe(413);
    expect(bigRes.json()).toEqual({ state: 0, message: 'The file is too large. The limit is 2 MB.' });
  });
});
