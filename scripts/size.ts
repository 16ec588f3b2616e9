// Prints the gzip size of every built chunk and checks the budgets: the entry (what the login page
// needs before anything lazy) at most 220 KB, and any lazily loaded route with everything it pulls in
// at most 450 KB. Reads Vite's build manifest, so it measures what the browser really downloads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const KB = 1024;
export const ENTRY_BUDGET = 220 * KB;
export const ROUTE_BUDGET = 450 * KB;

const dist = process.argv[2] ?? 'dist';
const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipSizeOf = new Map<string, number>();
const gzipped = (file: string) => {
  if (!gzipSizeOf.has(file)) gzipSizeOf.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipSizeOf.get(file)!;
};

/** A chunk and everything it imports statically: what loads together with it. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}
const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipped(manifest[key].file), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const entry = staticClosure(entryKey);
const entrySize = total(entry);

console.log('chunk (gzip)');
for (const key of Object.keys(manifest).filter((k) => manifest[k].file.endsWith('.js')).sort((a, b) => gzipped(manifest[b].file) - gzipped(manifest[a].file))) {
  console.log(`  ${kb(gzipped(manifest[key].file)).padStart(9)}  ${manifest[key].file}${manifest[key].src ? `  (${manifest[key].src})` : ''}`);
}

const failures: string[] = [];
console.log(`\nentry with its static imports: ${kb(entrySize)} (budget ${kb(ENTRY_BUDGET)})`);
if (entrySize > ENTRY_BUDGET) failures.push(`entry ${kb(entrySize)} > ${kb(ENTRY_BUDGET)}`);

console.log('lazy chunks with everything they load (entry included):');
for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry)) {
  const size = total(new Set([...entry, ...staticClosure(key)]));
  console.log(`  ${kb(size).padStart(9)}  ${manifest[key].src ?? manifest[key].file}`);
  if (size > ROUTE_BUDGET) failures.push(`${manifest[key].src ?? key} ${kb(size)} > ${kb(ROUTE_BUDGET)}`);
}

if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nWithin budget.');
