import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlierAssets, KEEP_EARLIER_ASSETS_MS, pruneEarlierAssets } from './keep-earlier-assets';

let dir = '';
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const DAY = 24 * 60 * 60 * 1000;

describe('pruneEarlierAssets', () => {
  it('keeps what the build wrote and what an earlier build wrote within the week, and removes older files with their copies', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-assets-'));
    const now = Date.now();
    const write = async (name: string, ageMs: number) => {
      const file = path.join(dir, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, name);
      const when = new Date(now - ageMs);
      await fs.utimes(file, when, when);
    };
    // Written by this build, though the same name (same content) as a month ago.
    await write('assets/index-new.js', 30 * DAY);
    await write('assets/index-new.js.br', 30 * DAY);
    // The build before, deployed two days ago: an open tab's next page needs it.
    await write('assets/product-old.js', 2 * DAY);
    await write('assets/product-old.js.gz', 2 * DAY);
    // Past the week.
    await write('assets/product-stale.js', KEEP_EARLIER_ASSETS_MS + DAY);
    await write('assets/product-stale.js.br', KEEP_EARLIER_ASSETS_MS + DAY);
    await write('assets/product-stale.js.gz', KEEP_EARLIER_ASSETS_MS + DAY);
    await write('assets/home-stale.css', 10 * DAY);
    // Outside assets/: public files, never pruned.
    await write('favicon.svg', 60 * DAY);

    const removed = await pruneEarlierAssets(dir, new Set(['assets/index-new.js', 'index.html']), now);

    expect(removed.sort()).toEqual(['home-stale.css', 'product-stale.js', 'product-stale.js.br', 'product-stale.js.gz']);
    expect((await fs.readdir(path.join(dir, 'assets'))).sort()).toEqual(['index-new.js', 'index-new.js.br', 'product-old.js', 'product-old.js.gz']);
    expect(await fs.readdir(dir)).toContain('favicon.svg');
  });

  it('does nothing where there is no assets folder yet', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-assets-'));
    expect(await pruneEarlierAssets(dir, new Set(), Date.now())).toEqual([]);
  });
});

describe('keepEarlierAssets', () => {
  it('prunes the server renderer\'s chunks as well as the browser\'s, and nothing else', () => {
    const applies = keepEarlierAssets().applyToEnvironment as (environment: { name: string }) => boolean;
    expect(['client', 'ssr', 'other'].map((name) => applies({ name }))).toEqual([true, true, false]);
  });
});
