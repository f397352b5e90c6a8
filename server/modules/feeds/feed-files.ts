import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client';
import { arukeresoProduct, ARUKERESO_HEAD, ARUKERESO_TAIL } from './arukereso-feed';
import { categoryPaths, feedItem, type FeedItem, type FeedTerms } from './feed-item';
import { categoryNames, feedFingerprint, feedRows } from './feeds.repo';
import { GOOGLE_TAIL, googleHead, googleItem } from './google-feed';

export const FEED_NAMES = ['arukereso', 'google'] as const;
export type FeedName = (typeof FEED_NAMES)[number];

/** Price-comparison sites fetch a few times a day; looking for changes at most once a minute is plenty. */
export const CHECK_EVERY_MS = 60_000;
const PRODUCTS_PER_BATCH = 500;

export interface FeedOptions {
  dir: string;
  publicUrl: string;
  shopName: string;
  terms(): Promise<Omit<FeedTerms, 'publicUrl'>>;
  /** how long a checked catalogue counts as unchanged; CHECK_EVERY_MS unless a test needs every change at once */
  checkEveryMs?: number;
}

/** Writes text to a stream, waiting when its buffer is full so a big catalogue never piles up in memory. */
async function write(stream: fs.WriteStream, text: string): Promise<void> {
  if (text && !stream.write(text)) await once(stream, 'drain');
}

async function close(stream: fs.WriteStream): Promise<void> {
  stream.end();
  await once(stream, 'finish');
}

/**
 * The feed files under `dir`: written again when the catalogue's fingerprint changed (checked at most
 * once a minute), each into a temporary file renamed over the old one, so a reader always gets a
 * whole file. The digest of the last written
 * catalogue is kept beside them, so a restart does not rewrite unchanged files.
 */
export function createFeedFiles(db: Db, options: FeedOptions) {
  const file = (name: FeedName) => path.join(options.dir, `${name}.xml`);
  const digestFile = path.join(options.dir, 'digest');
  let checkedAt = 0;
  let building: Promise<void> | null = null;

  async function build(digest: string): Promise<void> {
    await fs.promises.mkdir(options.dir, { recursive: true });
    const terms = { ...(await options.terms()), publicUrl: options.publicUrl };
    const paths = categoryPaths(await categoryNames(db));
    const suffix = `.${process.pid}.${Date.now()}.tmp`;
    const arukereso = fs.createWriteStream(file('arukereso') + suffix);
    const google = fs.createWriteStream(file('google') + suffix);
    await write(arukereso, ARUKERESO_HEAD);
    await write(google, googleHead(options.shopName, options.publicUrl));
    for (let after = 0; ;) {
      const rows = await feedRows(db, after, PRODUCTS_PER_BATCH);
      if (rows.length === 0) break;
      const byProduct = new Map<number, FeedItem[]>();
      for (const row of rows) {
        const item = feedItem(row, paths.get(row.category_id) ?? '', terms);
        byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), item]);
        await write(google, googleItem(item));
      }
      for (const items of byProduct.values()) await write(arukereso, arukeresoProduct(items));
      after = rows.at(-1)!.product_id;
    }
    await write(arukereso, ARUKERESO_TAIL);
    await write(google, GOOGLE_TAIL);
    await Promise.all([close(arukereso), close(google)]);
    for (const name of FEED_NAMES) await fs.promises.rename(file(name) + suffix, file(name));
    await fs.promises.writeFile(digestFile, digest);
  }

  /** Writes the files again when the catalogue's digest differs from the one they were written from. */
  async function refresh(): Promise<void> {
    const digest = await feedFingerprint(db);
    const written = await fs.promises.readFile(digestFile, 'utf8').catch(() => null);
    if (written === digest && FEED_NAMES.every((name) => fs.existsSync(file(name)))) return;
    building ??= build(digest).finally(() => {
      building = null;
    });
    await building;
  }

  return {
    refresh,
    /**
     * The path of a feed's current file. Writing 33,000 products takes seconds, so while a changed
     * catalogue is written the previous file keeps being served; only the very first request waits.
     */
    async feedFile(name: FeedName): Promise<string> {
      const now = Date.now();
      if (now - checkedAt >= (options.checkEveryMs ?? CHECK_EVERY_MS) || !fs.existsSync(file(name))) {
        checkedAt = now;
        const refreshed = refresh();
        if (!fs.existsSync(file(name))) await refreshed;
        // A failed write is tried again by the next request; the previous file stays meanwhile.
        else refreshed.catch(() => {
          checkedAt = 0;
        });
      }
      return file(name);
    },
  };
}
