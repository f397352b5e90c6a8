/**
 * `npm run build:server`: the server and the seeding program as plain JavaScript in `dist-server/`, so
 * production starts with `node dist-server/main.js` instead of compiling TypeScript at every start
 * (decision 0031). esbuild (tsx's own compiler, already installed) bundles our code into a few files;
 * packages stay in node_modules and are imported from there, as the TypeScript sources import them.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Entry points by their file name in the output. */
const ENTRIES = {
  main: 'server/main.ts',
  'seed-cli': 'tools/demo-data/seed-cli.ts',
  // The embedded database's thread (server/db/embedded-thread.ts starts it from this file's name).
  'embedded-worker': 'server/db/embedded-worker.ts',
};

/**
 * @react-email/components re-exports every e-mail component (Markdown, Tailwind, code blocks…): loading
 * it took 250 ms and 48 MB at start. Bundled, only the components the mails use are kept, with what they
 * import resolved from their own folders (@react-email/render brings its own older `entities`).
 */
const BUNDLED_PACKAGES = /^@react-email\//;
/** One React for the pages and the mails; prettier only for pretty-printed mails, which the shop never asks for. */
const SHARED_PACKAGES = /^(react|react-dom|prettier)(\/|$)/;

/** A package is bundled when it is one of those, or imported by a bundled package's file (the only files of node_modules esbuild reads). */
function bundled(packageName: string, importer: string): boolean {
  if (SHARED_PACKAGES.test(packageName)) return false;
  return BUNDLED_PACKAGES.test(packageName) || /[\\/]node_modules[\\/]/.test(importer);
}

export async function buildServer(outDir = path.join(root, 'dist-server')): Promise<void> {
  await fs.rm(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: outDir,
    bundle: true,
    // main.ts loads the app with import() after it has chosen React's production build (config.ts,
    // preferProductionBuilds): code splitting keeps that import a separate file, loaded at that moment.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [{
      name: 'packages-from-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (bundled(args.path, args.importer) ? undefined : { path: args.path, external: true }));
      },
    }],
  });
  // db/client.ts finds the migrations beside its own file: every output file is directly in outDir.
  await fs.cp(path.join(root, 'server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildServer().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
