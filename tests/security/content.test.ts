// Stored content: hostile HTML in notes and HTML cells comes back sanitised from every read; uploads
// are images only (no disguised markup, no polyglots, no decompression bombs) and are served inertly.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../server/helpers';
import { IMAGES, multipart, type MultipartFile } from '../server/multipart';
import { API, expectRefused, expectSafeHtml, get, post, XSS_PAYLOADS } from './support';

let t: TestApp;
let db: Kysely<any>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ models: true });
  db = t.db as Kysely<any>;
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
});

/** The id of the row a model's list shows first (newest id). */
async function firstListed(model: string): Promise<number> {
  const res = await post(t, 'search', { model }, admin);
  return res.json().data.results.data[0].ID as number;
}

describe('notes', () => {
  it.each([
    ['<p>before<script>window.__xss = 1</script>after</p>', '<p>beforeafter</p>'],
    ['<p><a href="javascript:alert(1)">link</a></p>', '<p><a rel="noopener noreferrer">link</a></p>'],
    ['<svg onload="alert(1)"><circle r="4"></circle></svg><p>svg</p>', '<p>svg</p>'],
    ['<p onclick="alert(1)" style="color:red">styled</p>', '<p>styled</p>'],
    [
      '<p><a href="https://example.test" target="_blank">ok</a></p>',
      '<p><a href="https://example.test" target="_blank" rel="noopener noreferrer">ok</a></p>',
    ],
  ])('stores %j as %j', async (note, stored) => {
    const res = await post(t, 'add-note/users/1', { note }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.note).toBe(stored);
  });

  it('refuses a note of nothing but an image with an event handler', async () => {
    expectRefused(
      await post(t, 'add-note/users/1', { note: '<img src=x onerror=alert(1)>' }, admin),
      422,
      'Note cannot be empty',
    );
  });

  it.each(XSS_PAYLOADS)('answers %j sanitised from add-note and getSingle', async (note) => {
    const res = await post(t, 'add-note/users/2', { note }, admin);
    expect(res.statusCode).toBe(200);
    expectSafeHtml(res.json().data.note);
  });

  it('sanitises notes again when they are read, even if stored raw', async () => {
    const now = new Date().toISOString();
    await db
      .insertInto('notes')
      .values(
        XSS_PAYLOADS.map((note) => ({ model: 'users', item_id: 3, admin_id: 1, note, is_private: 0, created_at: now })),
      )
      .execute();
    const notes = (await get(t, 'getSingle/users/3', admin)).json().data.notes as Array<{ note: string }>;
    expect(notes.length).toBe(XSS_PAYLOADS.length);
    notes.forEach((note) => expectSafeHtml(note.note));
  });
});

describe('HTML cells', () => {
  const hostile = XSS_PAYLOADS.join('');

  it.each([
    ['complaints', 'complaints', ['description'], 'description'],
    ['pages', 'pages', ['body_en', 'body_ar'], 'body'],
    ['products', 'products', ['description'], 'description'],
    ['faqs', 'faqs', ['body_en', 'body_ar'], 'body'],
  ])('%s: list, getSingle and picker answers are sanitised', async (model, table, columns, header) => {
    const id = await firstListed(model);
    await db
      .updateTable(table)
      .set(Object.fromEntries(columns.map((column) => [column, hostile])))
      .where('id', '=', id)
      .execute();

    const list = (await post(t, 'search', { model }, admin)).json().data.results.data;
    expectSafeHtml(list.find((row: { ID: number }) => row.ID === id)[header]);

    for (const language of ['en', 'ar'] as const) {
      const single = await t.app.inject({
        method: 'GET',
        url: `${API}/getSingle/${model}/${id}`,
        headers: t.auth(admin, language),
      });
      const { row, item } = single.json().data;
      expectSafeHtml(row[header]);
      columns.forEach((column) => expectSafeHtml(item[column]));
    }

    const picked = (await post(t, 'search-picker', { model, alldata: 1, value: [id] }, admin)).json().data[String(id)];
    columns.forEach((column) => expectSafeHtml(picked[column]));
  });

  it('keeps the harmless formatting of an HTML cell', async () => {
    const id = await firstListed('pages');
    await db
      .updateTable('pages')
      .set({ body_en: '<h2>Title</h2><p><strong>bold</strong> <a href="https://example.test">link</a></p>' })
      .where('id', '=', id)
      .execute();
    const single = (await get(t, `getSingle/pages/${id}`, admin)).json().data;
    expect(single.item.body_en).toBe(
      '<h2>Title</h2><p><strong>bold</strong> <a href="https://example.test" rel="noopener noreferrer">link</a></p>',
    );
  });
});

describe('uploads', () => {
  const UNSUPPORTED = 'Only PNG, JPEG, GIF and WebP images are accepted.';
  const TOO_LARGE = 'The file is too large. The limit is 2 MB.';
  const TOO_MANY_PIXELS = 'The image is too large. The limit is 40 megapixels and 16384 pixels a side.';

  const file = (bytes: Buffer, filename: string, type = 'image/png'): MultipartFile => ({
    name: 'file',
    filename,
    type,
    bytes,
  });

  async function store(files: MultipartFile[], fields: Record<string, string> = {}) {
    const form = await multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: `${API}/file-uploaded/store`,
      headers: { ...t.auth(admin), ...form.headers },
      payload: form.payload,
    });
  }

  async function profileImage(bytes: Buffer, filename: string) {
    const form = await multipart({}, [{ name: 'image', filename, type: 'image/png', bytes }]);
    return t.app.inject({
      method: 'POST',
      url: `${API}/admins/my-profile`,
      headers: { ...t.auth(admin), ...form.headers },
      payload: form.payload,
    });
  }

  const png = (width: number, height: number) => {
    const header = Buffer.alloc(33);
    IMAGES.png.copy(header, 0, 0, 16);
    header.writeUInt32BE(width, 16);
    header.writeUInt32BE(height, 20);
    header.set([8, 6, 0, 0, 0], 24);
    return header;
  };
  const gif = (width: number, height: number) => {
    const bytes = Buffer.from(IMAGES.gif);
    bytes.writeUInt16LE(width, 6);
    bytes.writeUInt16LE(height, 8);
    return bytes;
  };
  const jpeg = (width: number, height: number) =>
    Buffer.concat([
      Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
      Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03]),
      Buffer.alloc(9),
      Buffer.from('ffd9', 'hex'),
    ]);
  const webp = (width: number, height: number) => {
    const bytes = Buffer.alloc(30);
    bytes.write('RIFF', 0, 'latin1');
    bytes.writeUInt32LE(22, 4);
    bytes.write('WEBPVP8X', 8, 'latin1');
    bytes.writeUInt32LE(10, 16);
    bytes.writeUIntLE(width - 1, 24, 3);
    bytes.writeUIntLE(height - 1, 27, 3);
    return bytes;
  };
  const zip = Buffer.concat([
    Buffer.from('504b0304', 'hex'),
    Buffer.alloc(26),
    Buffer.from('504b0506', 'hex'),
    Buffer.alloc(18),
  ]);

  it.each([
    ['SVG named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'avatar.png'],
    [
      'SVG with an XML prolog named .jpg',
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'a.jpg',
    ],
    ['HTML named .jpg', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'photo.jpg'],
    ['a zip archive named .png', zip, 'bomb.png'],
    [
      'a PNG with a page appended',
      Buffer.concat([IMAGES.png, Buffer.from('<html><script>alert(1)</script></html>')]),
      'poly.png',
    ],
    [
      'a GIF that is also a script',
      Buffer.concat([Buffer.from('GIF89a/*'), IMAGES.gif.subarray(8), Buffer.from('*/=1;<script>alert(1)</script>')]),
      'poly.gif',
    ],
    ['a JPEG with a zip appended', Buffer.concat([IMAGES.jpeg, zip]), 'gifar.jpg'],
    ['a PNG that is also a PDF', Buffer.concat([IMAGES.png, Buffer.from('%PDF-1.7\n1 0 obj')]), 'poly.png'],
    [
      'a PNG with an <img onerror> after it',
      Buffer.concat([IMAGES.png, Buffer.from('<img src=x onerror=alert(1)>')]),
      'a.png',
    ],
    [
      'a JPEG with any tag carrying a handler',
      Buffer.concat([IMAGES.jpeg, Buffer.from('<p\nonmouseover="alert(1)">')]),
      'a.jpg',
    ],
    [
      'a GIF with a UTF-16 <script> after it',
      Buffer.concat([IMAGES.gif, Buffer.from('<script>alert(1)</script>', 'utf16le')]),
      'a.gif',
    ],
  ])('refuses %s with 415', async (_label, bytes, filename) => {
    expectRefused(await store([file(bytes, filename)]), 415, UNSUPPORTED);
  });

  it.each([
    ['PNG', png(100_000, 100_000)],
    ['PNG, one long side', png(20_000, 10)],
    ['GIF', gif(65_535, 65_535)],
    ['JPEG', jpeg(65_000, 65_000)],
    [
      'JPEG with a junk byte before its size header',
      Buffer.concat([jpeg(65_000, 65_000).subarray(0, 20), Buffer.from([0x00]), jpeg(65_000, 65_000).subarray(20)]),
    ],
    ['WebP', webp(16_000, 16_000)],
  ])('refuses a %s that declares a decompression bomb with 413', async (_label, bytes) => {
    expectRefused(await store([file(bytes, 'big.png')]), 413, TOO_MANY_PIXELS);
  });

  it('accepts a large photograph-sized image', async () => {
    expect((await store([file(png(6000, 4000), 'photo.png')])).statusCode).toBe(201);
    expect((await store([file(jpeg(4032, 3024), 'photo.jpg')])).statusCode).toBe(201);
  });

  it('refuses a file over 2 MB with 413', async () => {
    const bytes = Buffer.concat([IMAGES.png, Buffer.alloc(2 * 1024 * 1024)]);
    expectRefused(await store([file(bytes, 'huge.png')]), 413, TOO_LARGE);
  });

  it('refuses a form with too many parts with 413', async () => {
    const fields = Object.fromEntries(Array.from({ length: 120 }, (_, index) => [`f${index}`, 'x']));
    expectRefused(await store([file(IMAGES.png, 'a.png')], fields), 413, 'The form has too many files or fields.');
  });

  it('applies the same checks to the profile image, leaving the profile unchanged', async () => {
    const before = await db.selectFrom('admins').select('image').where('id', '=', 1).executeTakeFirstOrThrow();
    expectRefused(await profileImage(Buffer.from('<svg onload="alert(1)"/>'), 'me.png'), 415, UNSUPPORTED);
    expectRefused(
      await profileImage(Buffer.concat([IMAGES.png, Buffer.from('<script>alert(1)</script>')]), 'me.png'),
      415,
      UNSUPPORTED,
    );
    expectRefused(await profileImage(png(100_000, 100_000), 'me.png'), 413, TOO_MANY_PIXELS);
    expectRefused(
      await profileImage(Buffer.concat([IMAGES.png, Buffer.alloc(2 * 1024 * 1024)]), 'me.png'),
      413,
      TOO_LARGE,
    );
    expect(await db.selectFrom('admins').select('image').where('id', '=', 1).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('serves a stored upload as an inert image', async () => {
    const res = await store([file(IMAGES.png, 'x.html', 'text/html')]);
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[a-f0-9]{32}\.png"$/);
    const policy = String(served.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it.each([
    '/uploads/..%2F..%2Fetc%2Fpasswd',
    '/uploads/%2e%2e%2fadmin.sqlite',
    `/uploads/${'a'.repeat(32)}.svg`,
    `/uploads/${'a'.repeat(32)}.png.html`,
    `/uploads/${'a'.repeat(32)}.png%00.html`,
  ])('404s %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json().state).toBe(0);
  });
});
