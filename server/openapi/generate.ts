// The OpenAPI document generated from a throw-away app (an empty in-memory database, nothing listening):
// what scripts/openapi.ts writes to docs/openapi.json.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { defaultConfig } from '../config';
import { createDatabase } from '../db/connection';

export async function generatedDocument(): Promise<Record<string, unknown>> {
  const folder = mkdtempSync(join(tmpdir(), 'openapi-'));
  const handle = createDatabase(`sqlite:${join(folder, 'admin.sqlite')}`);
  try {
    const config = { ...defaultConfig(), dataDir: folder, distDir: join(folder, 'dist'), logLevel: 'silent' };
    const app = await buildApp({ db: handle.db, dialect: handle.dialect, config });
    await app.ready();
    const document = app.swagger() as Record<string, unknown>;
    await app.close();
    return document;
  } finally {
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
