import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/**
 * Writes `.br` and `.gz` beside each client bundle, at maximum compression, once per build; the server
 * sends them to browsers that accept them (@fastify/static `preCompressed`), so no request pays for
 * compressing and the first-load budget (gzipped) is what travels.
 */
export function precompress(): Plugin {
  return {
    name: 'seed:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const data = await readFile(path);
          await writeFile(
            `${path}.br`,
            await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${path}.gz`, await gzipAsync(data, { level: 9 }));
        }),
      );
    },
  };
}
