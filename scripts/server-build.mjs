// Bundles the one-process server (apps/server/src/main.ts and the workspaces it imports) into
// apps/server/dist/main.mjs, so `npm start` runs plain JavaScript: a TypeScript loader thread held about
// 60 MB of the server's memory (decision 0006). Packages from node_modules stay outside the bundle and load
// as usual. It takes well under a second, so every start bundles afresh and the bundle is never stale.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverBundle = fileURLToPath(new URL('../apps/server/dist/main.mjs', import.meta.url));

// Our workspaces (@seed/…) are TypeScript sources and go into the bundle. Every other bare import is a package:
// it stays outside, imported by the file path it resolves to from the importing source file, so a workspace
// with its own nested version of a package (apps/api/node_modules/…) still gets that version.
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@seed/') || args.pluginData === 'resolving') return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

// Modules find files beside them (the migrations, the web build) from import.meta.url; in one bundle that would
// be the bundle's address, so each keeps its own source file's. The bundle is built where it runs.
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

export async function buildServer() {
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: ['apps/server/src/main.ts'],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    // The conditions Node itself resolves with, so a package loads the same file as from the web's build.
    conditions: ['module-sync'],
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [packagesStayExternal, ownImportMetaUrl],
    write: false,
  });
  // Each file is written beside its place and renamed over it: replicas started together from one checkout
  // (the replica test) each bundle, and one importing a file another is rewriting in place would read it half
  // written, or empty, and exit without a word.
  await mkdir(dirname(serverBundle), { recursive: true });
  for (const file of outputFiles) {
    const written = `${file.path}.${process.pid}.tmp`;
    await writeFile(written, file.contents);
    await rename(written, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
