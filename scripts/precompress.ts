// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible built file over 1 KB, once at
// build time, at the strongest levels: the server (`preCompressed` of @fastify/static) and
// scripts/serve-static.ts then send them as they are, with no compression work per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed copy saves less than the headers and the extra file cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Text-like files; images, fonts in woff2 and the like are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|xml|map|ttf|ico)$/;

async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return (
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      // Vite's manifest (.vite/) is read by scripts, never served.
      .filter((path) => !path.split(sep).includes('.vite'))
  );
}

/** Compresses the files of a built folder; answers how many got their copies. */
export async function precompressFolder(folder: string): Promise<number> {
  const targets: string[] = [];
  for (const path of await filesIn(folder)) {
    if (COMPRESSIBLE.test(path) && (await stat(path)).size > PRECOMPRESS_MIN_BYTES) targets.push(path);
  }
  await Promise.all(
    targets.map(async (path) => {
      const content = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    }),
  );
  return targets.length;
}

/** After `vite build` has written its output folder, adds the compressed copies. */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const count = await precompressFolder(outDir);
      logger?.info(`${count} files precompressed (brotli and gzip)`);
    },
  };
}
