// The demo backend in Node (tests, the contract kit, jsdom component tests): sql.js gets its WebAssembly
// bytes from the package, so it works whether or not the environment looks like a browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import initSqlJs from 'sql.js/dist/sql-wasm.js';
import { createFakeBackend, type FakeBackend } from './backend';
import type { FakeDatabaseOptions } from './database';

export async function createNodeFakeBackend(options: FakeDatabaseOptions = {}): Promise<FakeBackend> {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm'));
  const SQL = await initSqlJs({
    wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer,
  });
  return createFakeBackend(SQL, options);
}
