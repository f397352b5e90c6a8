import type { RenderedPage } from './page-renderer';
import { deflatedPart, gzipOf, storedPart, type GzipPart } from './gzip-parts';
import { scriptsAfterPaint } from './scripts-after-paint';

/**
 * The built index.html cut where each page's head and root go, as the bytes that go out, without its
 * entry script: a rendered page asks for it after its first paint, a shell names it in its own head.
 */
export interface TemplateParts {
  beforeHeadEnd: Buffer;
  beforeRoot: Buffer;
  afterRoot: Buffer;
  /** the entry script's address (null: the page names none) and its tag as built */
  entry: { src: string | null; tag: string };
}

interface Tail {
  /** the shop data the tail's script holds (a change renders the page again, but say it here too) */
  shopInfo: unknown;
  plain: Buffer;
  gzip: GzipPart | null;
}

/**
 * A rendered page's answer: the template's head, the request's own head (title and description of the
 * path, the visitor's CSRF token), then the tail that is the same for everyone while the page is cached
 * (the shop data, the page's stylesheets, its markup and data). The tail is joined once per page and
 * compressed once per page for gzip (gzip-parts.ts); Brotli, compressed whole for every answer, cost
 * 0.5–0.7 ms per 60–80 kB page, more than the rest of a cached page's answer.
 */
export function pageAnswers(template: TemplateParts, styles: (headLinks: string) => Buffer, shopInfoScript: (shopInfo: unknown) => string) {
  const tails = new WeakMap<RenderedPage, Tail>();
  let templateHead: GzipPart | null = null;

  function tailOf(page: RenderedPage, shopInfo: unknown): Tail {
    let tail = tails.get(page);
    if (!tail || tail.shopInfo !== shopInfo) {
      const scripts = template.entry.src === null ? '' : scriptsAfterPaint(template.entry.src, page.modules);
      const plain = Buffer.concat([Buffer.from(shopInfoScript(shopInfo)), styles(page.headLinks), template.beforeRoot, page.root,
        Buffer.from(scripts), template.afterRoot]);
      tail = { shopInfo, plain, gzip: null };
      tails.set(page, tail);
    }
    return tail;
  }

  return {
    /** A page without a server render (a shell, the back office): `head` is all of its own head but the entry script. */
    shell(head: string, root: Buffer): Buffer {
      return Buffer.concat([template.beforeHeadEnd, Buffer.from(template.entry.tag + head), template.beforeRoot, root, template.afterRoot]);
    },
    /** `head`: the path's title, description and links; `csrfMeta`: the visitor's token */
    plain(page: RenderedPage, shopInfo: unknown, head: string, csrfMeta: string): Buffer {
      return Buffer.concat([template.beforeHeadEnd, Buffer.from(head + csrfMeta), tailOf(page, shopInfo).plain]);
    },
    gzip(page: RenderedPage, shopInfo: unknown, head: string, csrfMeta: string): Buffer {
      const tail = tailOf(page, shopInfo);
      tail.gzip ??= deflatedPart(tail.plain, true);
      templateHead ??= deflatedPart(template.beforeHeadEnd, false);
      return gzipOf([templateHead, deflatedPart(Buffer.from(head), false), storedPart(Buffer.from(csrfMeta)), tail.gzip]);
    },
  };
}
