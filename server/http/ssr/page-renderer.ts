import fs from 'node:fs';
import { LRUCache } from 'lru-cache';
import { pathToFileURL } from 'node:url';
import type { ReadRecord } from '../../../web/entry-server';
import type { Services } from '../../services';
import { releaseWhenIdle } from '../../memory-when-idle';
import { chunkLinker, readManifest } from './chunk-links';
import { pageReads } from './page-reads';
import { payloadJson } from './payload-json';

type Renderer = typeof import('../../../web/entry-server');

/**
 * What the page template gets: links for <head>, the markup and data block that fill #root, as the
 * UTF-8 bytes that go out (encoded once per render, not again for every answer from the cache), and
 * the page's own modules for the loader at its end.
 */
export interface RenderedPage {
  status: number;
  headLinks: string;
  root: Buffer;
  modules: string[];
}

interface CachedPage {
  page: RenderedPage;
  shopInfo: unknown;
  reads: ReadRecord[];
}

export interface PageRendererOptions {
  ssrEntry: string;
  webDir: string;
  services: Services;
  /** RESPONSE_CACHE: keep rendered pages while the answers they were rendered from stay the same */
  cache: boolean;
  /** the server's origin for the Request the router reads the path from */
  origin: string;
  /** the cache's byte budget (tests); default MAX_CACHED_PAGE_BYTES */
  maxCachedBytes?: number;
  /** a test renders from the source module instead of the built one */
  renderer?: Renderer;
}

const MAX_CACHED_PAGES = 2000;
/**
 * A page is 40–70 kB of markup and data and holds the answers it was rendered from: 2,000 of them were up
 * to 300 MB. The cache keeps the most recently used pages within this many bytes too (decision 0031).
 */
const MAX_CACHED_PAGE_BYTES = 24 * 1024 * 1024;

/** What a cached page holds in memory, counting the links' strings as two bytes a character (their upper bound). */
function pageBytes(entry: CachedPage): number {
  return entry.page.root.length + 2 * (entry.page.headLinks.length + entry.page.modules.join(' ').length);
}

/**
 * Renders storefront pages on the server (decision 0028), or null when the renderer is not built.
 * The rendered page is cached by its address (path and query: a listing's filters are in the query)
 * and reused only while every service answer it was rendered from is still the very same object:
 * the catalogue's and the content's response caches (RESPONSE_CACHE) decide, so a page is
 * invalidated exactly when its data changes.
 */
export async function createPageRenderer(options: PageRendererOptions) {
  const renderer = options.renderer ?? (fs.existsSync(options.ssrEntry)
    ? ((await import(pathToFileURL(options.ssrEntry).href)) as Renderer)
    : null);
  if (!renderer) return null;
  const manifest = readManifest(options.webDir);
  const pageChunks = manifest ? chunkLinker(manifest) : () => ({ links: '', modules: [] });
  const read = pageReads(options.services);
  // The most recently used pages, within MAX_CACHED_PAGES and the byte budget.
  const cache = new LRUCache<string, CachedPage>({
    max: MAX_CACHED_PAGES,
    maxSize: options.maxCachedBytes ?? MAX_CACHED_PAGE_BYTES,
    sizeCalculation: pageBytes,
  });
  // A quiet process drops its pages with the answers they were rendered from: the catalogue's answers
  // expire within seconds (catalog.service.ts), and a page whose answers were dropped is never valid again.
  releaseWhenIdle(cache, (pages) => pages.clear());

  async function stillValid(entry: CachedPage, shopInfo: unknown): Promise<boolean> {
    if (entry.shopInfo !== shopInfo) return false;
    const answers = await Promise.all(entry.reads.map((record) => read(record.name, record.input)));
    return answers.every((answer, index) => answer.body === entry.reads[index]!.body);
  }

  async function renderFresh(path: string, shopInfo: unknown, dismissedPopup: string | null): Promise<CachedPage> {
    const result = await renderer!.render(`${options.origin}${path}`, read, shopInfo, dismissedPopup);
    const root = Buffer.from(`<div id="root">${result.html}</div>` +
      `<script type="application/json" id="${renderer!.SSR_PAYLOAD_ID}">${payloadJson(result.payload)}</script>`);
    const { links, modules } = pageChunks(result.chunks);
    return { page: { status: result.status, headLinks: links, root, modules }, shopInfo, reads: result.reads };
  }

  /**
   * `dismissedPopup`: the popup notice's alias this visitor closed (their cookie, already validated):
   * a page with the notice and one without are kept apart.
   */
  return async function renderPage(path: string, shopInfo: unknown, dismissedPopup: string | null): Promise<RenderedPage> {
    const key = dismissedPopup === null ? path : `${path}\n${dismissedPopup}`;
    const cached = options.cache ? cache.get(key) : undefined;
    if (cached && (await stillValid(cached, shopInfo))) return cached.page;
    const fresh = await renderFresh(path, shopInfo, dismissedPopup);
    if (options.cache) cache.set(key, fresh);
    return fresh.page;
  };
}

export type PageRenderer = NonNullable<Awaited<ReturnType<typeof createPageRenderer>>>;
