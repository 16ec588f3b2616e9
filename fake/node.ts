// The demo backend in Node (tests, the contract kit): sql.js finds its WebAssembly file by itself.
import initSqlJs from 'sql.js';
import { createFakeBackend, type FakeBackend } from './backend';
import type { FakeDatabaseOptions } from './database';

export async function createNodeFakeBackend(options: FakeDatabaseOptions = {}): Promise<FakeBackend> {
  return createFakeBackend(await initSqlJs(), options);
}
