import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The minimal app's one stylesheet, which pages carry inline (decision 0037). */
export const WEB_DIR_CSS = '.boot-shell{min-height:100vh}';

/** A minimal built web app, for tests that need the server to serve index.html and an asset. */
export async function createWebDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title><meta name="description" content="built">' +
      '<link rel="stylesheet" crossorigin href="/assets/main-abc123.css"></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(dir, 'assets', 'main-abc123.css'), WEB_DIR_CSS);
  await fs.writeFile(path.join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
