// Small steps several checks share: finding a row to read, the kit's own role, a tiny PNG.
import { deflateSync } from 'node:zlib';
import { type ContractContext, contractName, made, Skip, undo } from '../context';
import { check, envelope, expectCall, fail } from '../expect';

/** Rows of a model as POST search lists them (live ones unless `filters` say otherwise). */
export async function rowsOf(context: ContractContext, model: string, filters: Record<string, unknown> = {}) {
  const answer = await context.client.call('POST', 'search', { json: { model, filters, itemsPerPage: 30 } });
  return envelope(answer, 200).data.results.data as Array<Record<string, any>>;
}

/** The id of a live row of `model`, or a SKIP when the backend holds none. */
export async function someId(context: ContractContext, model: string, filters: Record<string, unknown> = {}) {
  const [row] = await rowsOf(context, model, filters);
  if (!row) throw new Skip(`the backend holds no ${model} row to use`);
  return Number(row.ID ?? row.id);
}

/** A row as getSingle gives its item. */
export async function itemOf(context: ContractContext, model: string, id: number): Promise<Record<string, any>> {
  return envelope(await context.client.call('GET', `getSingle/${model}/${id}`), 200).data.item;
}

/** Trashes the kit's row at the end (POST search, action delete). */
export function trashAtEnd(context: ContractContext, model: string, id: number): void {
  undo(context, `trash ${model} ${id}`, async () => {
    envelope(await context.client.call('POST', 'search', { json: { model, id, action: 'delete' } }), 200);
  });
}

/** The id in a create's answer (`data.id`, `data.ID` or `data.item.id`). */
export function createdId(data: any): number {
  const id = Number(data?.id ?? data?.ID ?? data?.item?.id);
  check(
    Number.isInteger(id) && id > 0,
    `data.id: expected the new row's id, got ${JSON.stringify(data)?.slice(0, 80)}`,
  );
  return id;
}

/** The kit's own role (few permissions), made once, deleted at the end. */
export function contractRole(context: ContractContext): Promise<number> {
  return made(context, 'role', async () => {
    const body = await expectCall(context, 'POST', 'role/create', [200, 201], {
      json: { name: contractName('role'), permissions: ['view-Coupon'] },
    });
    const id = createdId(body.data);
    undo(context, `delete role ${id}`, async () => {
      envelope(await context.client.call('POST', 'search', { json: { model: 'roles', id, action: 'delete' } }), 200);
    });
    return id;
  });
}

/** A token for the limited account, or a SKIP without one. */
export function limitedToken(context: ContractContext): Promise<string> {
  const { limited } = context.options;
  if (!limited) throw new Skip('no --limited-email given');
  return made(context, 'limited-token', async () => {
    const login = envelope(await context.client.call('POST', 'login', { json: limited, token: null }), 200);
    const token = login.data.token as string;
    undo(context, 'sign the limited account out', async () => {
      await context.client.call('POST', 'logout', { token });
    });
    return token;
  });
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 2×2 RGB PNG, made here so the kit needs no file. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads the tiny PNG once; its stored URL. */
export function uploadedImage(context: ContractContext): Promise<string> {
  return made(context, 'image', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'contract.png');
    const body = await expectCall(context, 'POST', 'file-uploaded/store', [200, 201], { form });
    const url = body.data?.url ?? body.data?.path;
    if (typeof url !== 'string') fail(`data.url: expected the stored image's URL, got ${JSON.stringify(body.data)}`);
    return url;
  });
}
