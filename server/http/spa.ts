import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler';
import { issueCsrfToken } from './csrf';
import { isAdminPage, newNonce, pagePolicy, type CspDirectives } from './content-security';
import { readInlineStyles } from './ssr/inline-styles';
import { renderHead, scriptSafeJson, type PageHead } from '../modules/seo/seo-head';
import type { RenderedPage } from './ssr/page-renderer';
import { pageAnswers, type TemplateParts } from './ssr/page-answer';
import { acceptsGzip } from './accept-encoding';
import { LOADER_HASH, takeEntryScript } from './ssr/scripts-after-paint';
import { dismissedPopupAlias, POPUP_COOKIE } from '../../contract/popup-cookie';

export interface SpaOptions {
  webDir: string;
  secureCookies: boolean;
  /** signs the CSRF token of the page head (http/csrf.ts) */
  csrfSecret: string;
  /** what the page needs before its first API call: shop name, contact data, opening hours */
  shopInfo(): Promise<unknown>;
  /** title, description, canonical URL, Open Graph and JSON-LD of a page path */
  head(pathname: string, query: URLSearchParams): Promise<PageHead>;
  shopName: string;
  /** the storefront's strict policy, extended with a nonce on the back office's pages */
  csp: CspDirectives;
  /** the server render of a storefront page (ssr/page-renderer.ts); without it the app's shell is sent */
  /** `path` is the address with its query: a listing's filters live there (decision 0027) */
  /** `dismissedPopup`: the popup notice's alias the visitor closed (contract/popup-cookie.ts) */
  renderPage?: (path: string, shopInfo: unknown, dismissedPopup: string | null) => Promise<RenderedPage>;
}

const MISSING_BUILD = `<!doctype html><html lang="hu"><meta charset="utf-8"><title>Webshop</title>
<p>A webes felület még nincs lefordítva. Futtassa: <code>npm run build</code></p></html>`;

/** Painted before the app's script has loaded (a fast first paint on a phone); React replaces it. */
function bootShell(shopName: string): string {
  return `<div id="root"><div class="boot-shell" aria-hidden="true"><div class="boot-shell__header">${escapeAttribute(shopName)}</div></div></div>`;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const ADMIN_ROOT = Buffer.from(ROOT_ELEMENT);

/** The shop's name, contact data and opening hours for the page's first render (web/lib/shop-info.ts). */
const shopInfoScript = (shopInfo: unknown) => `<script type="application/json" id="shop-info">${scriptSafeJson(shopInfo)}</script>`;

/**
 * The built index.html cut where each page's head and root go, as the UTF-8 bytes that go out. Joining
 * the parts is cheaper than two replace() calls over a 50 KB page, and a `$&` in a product text cannot
 * act as a replacement pattern.
 */
function templateParts(html: string): TemplateParts {
  const entry = takeEntryScript(html);
  const withoutOwnHead = entry.html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta\s+name="description"[^>]*>/, '');
  const headEnd = withoutOwnHead.indexOf('</head>');
  const rootAt = withoutOwnHead.indexOf(ROOT_ELEMENT, headEnd);
  if (headEnd < 0 || rootAt < 0) throw new Error(`the built index.html lacks </head> or ${ROOT_ELEMENT}`);
  return {
    beforeHeadEnd: Buffer.from(withoutOwnHead.slice(0, headEnd)),
    beforeRoot: Buffer.from(withoutOwnHead.slice(headEnd, rootAt)),
    afterRoot: Buffer.from(withoutOwnHead.slice(rootAt + ROOT_ELEMENT.length)),
    entry: { src: entry.src, tag: entry.tag },
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Serves the built SPA: hashed assets with a year-long immutable cache, and index.html for every
 * other path outside /api, with the CSRF token and the shop info injected into its head.
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexPath = path.join(options.webDir, 'index.html');
  // The built page's own title and description are replaced by the ones of each path.
  const styles = readInlineStyles(options.webDir);
  const template = fs.existsSync(indexPath) ? templateParts(styles.inline(fs.readFileSync(indexPath, 'utf8'))) : null;
  // Every page carries its stylesheets inline, so every page's policy allows them by their hashes; a
  // storefront page's one inline script, which asks for the app after the first paint, by its hash too.
  const storefrontPolicy = pagePolicy(options.csp, styles.hashes, [LOADER_HASH]);
  const bootShellBytes = Buffer.from(bootShell(options.shopName));
  const answers = template && pageAnswers(template, (links) => styles.inlineBytes(links), shopInfoScript);
  if (!template) app.log.warn({ indexPath }, 'the web app is not built; run npm run build');

  if (fs.existsSync(options.webDir)) {
    await app.register(fastifyStatic, {
      root: options.webDir,
      wildcard: false,
      index: false,
      // The build's Brotli and gzip copies (tools/build/precompress.ts) go to browsers that accept them;
      // they are not addresses of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  /** A page that fails to render (the database away) still gets the app's shell, which retries by itself. */
  async function renderedOrShell(request: FastifyRequest, shopInfo: unknown): Promise<RenderedPage | null> {
    try {
      return await options.renderPage!(request.url, shopInfo, dismissedPopupAlias(request.cookies[POPUP_COOKIE]));
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server render failed: sending the app shell');
      return null;
    }
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    if (!answers) return reply.status(503).type('text/html; charset=utf-8').send(MISSING_BUILD);
    const token = issueCsrfToken(request, reply, options.secureCookies, options.csrfSecret);
    const pathname = request.url.split('?')[0] ?? '/';
    const query = new URLSearchParams(request.url.slice(pathname.length + 1));
    const shopInfo = await options.shopInfo();
    const storefront = !isAdminPage(pathname) && options.renderPage !== undefined;
    // The head and the body at once: a product page asks for its product for both, and the catalogue
    // answers two concurrent asks with one read.
    const [pageHead, page] = await Promise.all([
      options.head(pathname, query),
      storefront ? renderedOrShell(request, shopInfo) : null,
    ]);
    const head = renderHead(pageHead, options.shopName);
    const csrfMeta = `<meta name="csrf-token" content="${escapeAttribute(token)}">`;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (page) {
      reply.status(pageHead.status ?? page.status).header('content-security-policy', storefrontPolicy);
      // Bytes: only this request's head is encoded here, and only it is compressed for gzip.
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(answers.plain(page, shopInfo, head, csrfMeta));
      return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(answers.gzip(page, shopInfo, head, csrfMeta));
    }
    let ownHead = head + csrfMeta + shopInfoScript(shopInfo);
    let root = bootShellBytes;
    let policy = storefrontPolicy;
    if (isAdminPage(pathname)) {
      // The back office reads the nonce from this meta tag into emotion's cache; no storefront boot shell.
      const nonce = newNonce();
      ownHead += `<meta name="csp-nonce" content="${nonce}">`;
      root = ADMIN_ROOT;
      policy = pagePolicy(options.csp, [...styles.hashes, `'nonce-${nonce}'`]);
    }
    return reply
      .status(pageHead.status ?? 200)
      .header('content-security-policy', policy)
      .send(answers.shell(ownHead, root));
  }

  const pageOrMissing = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send(errorBody('not_found', `Ismeretlen cím: ${request.method} ${pathname}`));
    }
    // A missing file (an old hashed asset, a typo) is a plain 404; only page paths get the app.
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send(errorBody('not_found'));
    if (path.extname(pathname) !== '') return reply.status(404).type('text/plain; charset=utf-8').send('Nem található.');
    return sendIndex(request, reply);
  };
  // Pages are a route as well as the not-found answer: route hooks, such as compression, apply to
  // routes only, and a 70 KB server-rendered page went out uncompressed. Every more specific route wins.
  app.get('/*', pageOrMissing);
  app.setNotFoundHandler(pageOrMissing);
}
