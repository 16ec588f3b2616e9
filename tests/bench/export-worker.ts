// One export in its own process (so its peak memory is its own): starts the API on a local port,
// signs in, streams the export to a byte counter and prints {ms, bytes, maxRssMb, idleRssMb} as JSON
// (idle = the server's RSS after start-up and sign-in, before the export).
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { defaultConfig } from '../../server/config';
import { createDatabase } from '../../server/db/connection';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../server/db/seed';

const [file, format, filtersJson] = process.argv.slice(2);

async function main(): Promise<void> {
  const handle = createDatabase(`sqlite:${file}`);
  const app = await buildApp({
    db: handle.db,
    dialect: handle.dialect,
    config: { ...defaultConfig(), logLevel: 'silent' },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const idleRssMb = process.memoryUsage().rss / 1024 / 1024;
  const started = performance.now();
  const response = await fetch(`${address}/api/v1/admin/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      model: 'orders',
      filters: JSON.parse(filtersJson),
      sortBy: ['created_at'],
      sortDesc: [true],
      export_format: format,
    }),
  });
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const elapsed = performance.now() - started;
  await app.close();
  await handle.close();
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    JSON.stringify({
      status: response.status,
      type: response.headers.get('content-type'),
      ms: elapsed,
      bytes,
      maxRssMb,
      idleRssMb,
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
