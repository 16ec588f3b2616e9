// POST file-uploaded/store (admins who may create or edit something) and GET /uploads/<name>: images
// only, by content, at most 2 MB.
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../server/http/image-files';
import { addAdmin, createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';
import { IMAGES, multipart, type MultipartFile } from './multipart';

let t: TestApp;
let token: string;
const STORE = '/api/v1/admin/file-uploaded/store';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

async function upload(files: MultipartFile[], fields: Record<string, string> = {}, authToken: string | null = token) {
  const form = await multipart(fields, files);
  const headers = { ...(authToken ? t.auth(authToken) : {}), ...form.headers };
  return t.app.inject({ method: 'POST', url: STORE, headers, payload: form.payload });
}

const file = (bytes: Buffer, filename = 'photo.bin', type = 'application/octet-stream'): MultipartFile => ({
  name: 'file',
  filename,
  type,
  bytes,
});

describe('POST file-uploaded/store', () => {
  it.each([
    ['png', IMAGES.png, 'image/png'],
    ['jpg', IMAGES.jpeg, 'image/jpeg'],
    ['gif', IMAGES.gif, 'image/gif'],
    ['webp', IMAGES.webp, 'image/webp'],
  ] as const)('stores a %s image detected by its bytes and serves it safely', async (extension, bytes, mime) => {
    // The declared type and name are ignored: only the content decides.
    const res = await upload([file(bytes, 'picture.html', 'text/html')], { note: 'ignored' });
    expect(res.statusCode).toBe(201);
    const { data, state, message } = res.json();
    expect({ state, message }).toEqual({ state: 1, message: 'File uploaded successfully.' });
    expect(data).toMatchObject({ mime, size: bytes.length, original_name: 'picture.html' });
    expect(data.name).toMatch(new RegExp(`^[a-f0-9]{32}\\.${extension}$`));
    expect(data.url).toBe(`/uploads/${data.name}`);

    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${data.name}"`);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    [
      'SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.png', 'image/png'],
    ['PDF', Buffer.from('%PDF-1.7\n'), 'x.pdf', 'application/pdf'],
    ['empty', Buffer.alloc(0), 'x.png', 'image/png'],
  ])('refuses %s with 415', async (_label, bytes, filename, type) => {
    const res = await upload([file(bytes, filename, type)]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ state: 0, message: 'Only PNG, JPEG, GIF and WebP images are accepted.' });
  });

  it('refuses a file over 2 MB with 413 (in Arabic too)', async () => {
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload([file(big, 'big.png', 'image/png')]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ state: 0, message: 'The file is too large. The limit is 2 MB.' });
    const form = await multipart({}, [file(big)]);
    const ar = await t.app.inject({
      method: 'POST',
      url: STORE,
      headers: { ...t.auth(token, 'ar'), ...form.headers },
      payload: form.payload,
    });
    expect(ar.json()).toEqual({ state: 0, message: 'الملف كبير جدًا. الحد الأقصى 2 ميغابايت.' });
  });

  it('accepts a file of exactly 2 MB', async () => {
    const exact = Buffer.concat([IMAGES.png, Buffer.alloc(2 * 1024 * 1024 - IMAGES.png.length)]);
    expect((await upload([file(exact)])).statusCode).toBe(201);
  });

  it('answers 422 without a file and 415 for a JSON body', async () => {
    const none = await upload([], { title: 'no file' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({
      state: 0,
      message: 'The given data was invalid.',
      errors: { file: ['Choose an image file to upload.'] },
    });
    const json = await t.app.inject({ method: 'POST', url: STORE, headers: t.auth(token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ state: 0, message: 'Send the file as multipart/form-data.' });
  });

  it('answers 401 without a token', async () => {
    const res = await upload([file(IMAGES.png)], {}, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ state: 0, message: 'Please sign in to continue.' });
  });
});

describe('POST file-uploaded/store: who may upload', () => {
  const storedFiles = () =>
    existsSync(uploadsDir(t.deps.config.dataDir)) ? readdirSync(uploadsDir(t.deps.config.dataDir)).length : 0;

  beforeAll(async () => {
    await addAdmin(t, { email: 'roleless-uploader@demo.test' });
    await addAdmin(t, {
      email: 'deleter@demo.test',
      roleName: 'Deleter',
      permissions: ['view-Product', 'delete-products'],
    });
    await addAdmin(t, {
      email: 'viewer-uploader@demo.test',
      roleName: 'Viewer',
      permissions: ['view-User', 'view-Chat'],
    });
    await addAdmin(t, { email: 'creator@demo.test', roleName: 'Creator', permissions: ['create-products'] });
    await addAdmin(t, { email: 'editor@demo.test', roleName: 'Editor', permissions: ['edit-pages'] });
    await addAdmin(t, { email: 'manager@demo.test', roleName: 'Manager', permissions: ['manage-faqs'] });
  });

  it.each([
    ['an admin who may only view', 'viewer-uploader@demo.test'],
    ['an admin without a role', 'roleless-uploader@demo.test'],
    ['an admin who may only view and delete', 'deleter@demo.test'],
  ])('refuses %s with 403 in both languages and stores nothing', async (_label, email) => {
    const before = storedFiles();
    const adminToken = await t.login(email);
    const res = await upload([file(IMAGES.png)], {}, adminToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ state: 0, message: "You don't have permission to do this." });
    const form = await multipart({}, [file(IMAGES.png)]);
    const ar = await t.app.inject({
      method: 'POST',
      url: STORE,
      headers: { ...t.auth(adminToken, 'ar'), ...form.headers },
      payload: form.payload,
    });
    expect(ar.statusCode).toBe(403);
    expect(ar.json()).toEqual({ state: 0, message: 'ليس لديك صلاحية للقيام بذلك.' });
    expect(storedFiles()).toBe(before);
  });

  it.each([
    ['create-', 'creator@demo.test'],
    ['edit-', 'editor@demo.test'],
    ['manage-', 'manager@demo.test'],
  ])('accepts an admin holding only a %s permission', async (_label, email) => {
    const res = await upload([file(IMAGES.png)], {}, await t.login(email));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ state: 1, message: 'File uploaded successfully.' });
  });

  it.each([
    ['the support admin', DEMO_SUPPORT.email],
    ['an admin without a role', 'roleless-uploader@demo.test'],
  ])('still lets %s upload a profile image through admins/my-profile', async (_label, email) => {
    const form = await multipart({}, [{ name: 'image', filename: 'me.png', type: 'image/png', bytes: IMAGES.png }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/admins/my-profile',
      headers: { ...t.auth(await t.login(email)), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  });
});

describe('GET /uploads/<name>', () => {
  it('answers 404 JSON for unknown and malformed names', async () => {
    for (const url of [
      `/uploads/${'b'.repeat(32)}.png`,
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/x.svg',
      '/uploads/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().state).toBe(0);
    }
  });
});
