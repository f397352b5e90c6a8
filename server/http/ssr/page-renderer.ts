import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ReadRecord } from '../../../web/entry-server';
import type { Services } from '../../services';
import { scriptSafeJson } from '../../modules/seo/seo-head';
import { chunkLinker, readManifest } from './chunk-links';
import { pageReads } from './page-reads';

type Renderer = typeof import('../../../web/entry-server');

/** What the page template gets: links for <head>, and the markup and data block that fill #root. */
export interface RenderedPage {
  status: number;
  headLinks: string;
  root: string;
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
  /** a test renders from the source module instead of the built one */
  renderer?: Renderer;
}

const MAX_CACHED_PAGES = 2000;

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
  const links = manifest ? chunkLinker(manifest) : () => '';
  const read = pageReads(options.services);
  const cache = new Map<string, CachedPage>();

  async function stillValid(entry: CachedPage, shopInfo: unknown): Promise<boolean> {
    if (entry.shopInfo !== shopInfo) return false;
    const answers = await Promise.all(entry.reads.map((record) => read(record.name, record.input)));
    return answers.every((answer, index) => answer.body === entry.reads[index]!.body);
  }

  async function renderFresh(path: string, shopInfo: unknown): Promise<CachedPage> {
    const result = await renderer!.render(`${options.origin}${path}`, read, shopInfo);
    const root = `<div id="root">${result.html}</div>` +
      `<script type="application/json" id="${renderer!.SSR_PAYLOAD_ID}">${scriptSafeJson(result.payload)}</script>`;
    return { page: { status: result.status, headLinks: links(result.chunks), root }, shopInfo, reads: result.reads };
  }

  return async function renderPage(path: string, shopInfo: unknown): Promise<RenderedPage> {
    const cached = options.cache ? cache.get(path) : undefined;
    if (cached && (await stillValid(cached, shopInfo))) {
      // Most recently used last: the first key is the one to drop.
      cache.delete(path);
      cache.set(path, cached);
      return cached.page;
    }
    const fresh = await renderFresh(path, shopInfo);
    if (options.cache) {
      cache.delete(path);
      cache.set(path, fresh);
      if (cache.size > MAX_CACHED_PAGES) cache.delete(cache.keys().next().value!);
    }
    return fresh.page;
  };
}

export type PageRenderer = NonNullable<Awaited<ReturnType<typeof createPageRenderer>>>;
