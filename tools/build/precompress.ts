/**
 * A Vite plugin for the browser's build: every text file of dist/web that the server sends as it is
 * (scripts, stylesheets, SVG) gets a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside it,
 * which the server sends to a browser that accepts it (`preCompressed` of @fastify/static, server/http/spa.ts).
 * Compressing once at build time at the strongest settings costs nothing per request and sends less than
 * compressing each request on the fly at the fast settings an answer can afford (decision 0039).
 * index.html is left out: it is the server's page template, never sent as a file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What the build writes as text: scripts, stylesheets and the SVG icon of public/. */
const COMPRESSIBLE = /\.(js|css|svg)$/;
/** Below one packet, compressing saves nothing worth a second file. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** An earlier build's file kept in dist/web (keep-earlier-assets.ts) has its copies already. */
async function hasFreshCopies(file: string): Promise<boolean> {
  const [own, br, gz] = await Promise.all([file, `${file}.br`, `${file}.gz`].map((name) => fs.stat(name).catch(() => null)));
  if (!own || !br || !gz) return false;
  return br.mtimeMs >= own.mtimeMs && gz.mtimeMs >= own.mtimeMs;
}

async function writeCopies(file: string): Promise<boolean> {
  if (await hasFreshCopies(file)) return false;
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return true;
}

/**
 * Writes `<file>.br` and `<file>.gz` for each compressible file of `dir` of at least MIN_BYTES whose
 * copies are missing or older than it; returns how many. All at once: zlib compresses on libuv's thread pool, so the build's cores share the work.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  return (await Promise.all(files.map(writeCopies))).filter(Boolean).length;
}

export function precompress(): Plugin {
  return {
    name: 'shop-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
