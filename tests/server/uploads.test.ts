// POST file-uploaded/store and GET /uploads/<name>: images only, by content, at most 2 MB.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_SUPPORT, type TestApp } from './helpers';
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

const file = (bytes: Buffer, filename = 'photo.bin', type = 'application/octet-stream'): MultipartFile => ({ name: 'file', filename, type, bytes });

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
    expect(served.headers['content-disposition']).toBe(`inline; filename="${data.name}"`);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'],
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
    const ar = await t.app.inject({ method: 'POST', url: STORE, headers: { ...t.auth(token, 'ar'), ...form.headers }, payload: form.payload });
    expect(ar.json()).toEqual({ state: 0, message: 'الملف كبير جدًا. الحد الأقصى 2 ميغابايت.' });
  });

  it('accepts a file of exactly 2 MB', async () => {
    const exact = Buffer.concat([IMAGES.png, Buffer.alloc(2 * 1024 * 1024 - IMAGES.png.length)]);
    expect((await upload([file(exact)])).statusCode).toBe(201);
  });

  it('answers 422 without a file and 415 for a JSON body', async () => {
    const none = await upload([], { title: 'no file' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ state: 0, message: 'The given data was invalid.', errors: { file: ['Choose an image file to upload.'] } });
    const json = await t.app.inject({ method: 'POST', url: STORE, headers: t.auth(token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ state: 0, message: 'Send the file as multipart/form-data.' });
  });

  it('answers 401 without a token (any signed-in admin may upload)', async () => {
    expect((await upload([file(IMAGES.png)], {}, null)).statusCode).toBe(401);
    const support = await t.login(DEMO_SUPPORT.email);
    expect((await upload([file(IMAGES.png)], {}, support)).statusCode).toBe(201);
  });
});

describe('GET /uploads/<name>', () => {
  it('answers 404 JSON for unknown and malformed names', async () => {
    for (const url of [`/uploads/${'b'.repeat(32)}.png`, '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/x.svg', '/uploads/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().state).toBe(0);
    }
  });
});
