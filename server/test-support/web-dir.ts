import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The minimal app's one stylesheet, which pages carry inline (decision 0037). */
export const WEB_DIR_CSS = '.boot-shell{min-height:100vh}';

/** The minimal app's entry script, named in its index.html as Vite names it. */
export const WEB_DIR_ENTRY = '/assets/main-abc123.js';

/** A script large enough to have the build's Brotli and gzip copies (tools/build/precompress.ts). */
export const WEB_DIR_VENDOR = { url: '/assets/vendor-def456.js', text: `export const words = ${JSON.stringify('fékbetét '.repeat(300))};\n` };
/** What each copy holds: the script and a mark of the copy, so a test sees which file went out. */
export const vendorCopy = (encoding: 'br' | 'gz') => `${WEB_DIR_VENDOR.text}// ${encoding} copy\n`;

/** A minimal built web app, for tests that need the server to serve index.html and assets. */
export async function createWebDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><meta name="description" content="built">' +
      `<script type="module" crossorigin src="${WEB_DIR_ENTRY}"></script>` +
      '<link rel="stylesheet" crossorigin href="/assets/main-abc123.css"></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(dir, 'assets', 'main-abc123.css'), WEB_DIR_CSS);
  await fs.writeFile(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  const vendor = path.join(dir, WEB_DIR_VENDOR.url);
  await fs.writeFile(vendor, WEB_DIR_VENDOR.text);
  await fs.writeFile(`${vendor}.br`, brotliCompressSync(vendorCopy('br')));
  await fs.writeFile(`${vendor}.gz`, gzipSync(vendorCopy('gz')));
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
