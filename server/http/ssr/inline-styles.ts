import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readManifest } from './chunk-links';

/** The links Vite writes into index.html and chunk-links.ts writes for a page's chunks. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

export interface InlineStyles {
  /** the HTML with each of the build's stylesheet links replaced by the sheet's rules (decision 0037) */
  inline(html: string): string;
  /** the same as the UTF-8 bytes a page sends (20 kB of rules, encoded once per set of links) */
  inlineBytes(html: string): Buffer;
  /** CSP `style-src` sources that allow exactly the build's stylesheets as <style> blocks */
  hashes: string[];
}

/**
 * The stylesheets of the build being served, as paths under `webDir`: those its manifest names. Earlier
 * builds' sheets stay in assets/ for pages sent before a deployment (keep-earlier-assets.ts); their
 * hashes in every page's CSP would only lengthen it. A web dir without a manifest: every sheet there.
 */
function buildStylesheets(webDir: string): string[] {
  const manifest = readManifest(webDir);
  if (manifest) {
    const named = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
    return [...new Set(named.filter((file) => file.endsWith('.css')))];
  }
  const assets = path.join(webDir, 'assets');
  return fs.existsSync(assets) ? fs.readdirSync(assets).filter((file) => file.endsWith('.css')).map((file) => `assets/${file}`) : [];
}

/**
 * A page's stylesheets travel inside its HTML (decision 0037): a phone on a slow connection then paints
 * the page as soon as its HTML has arrived, instead of a round trip later, once five or six small
 * render-blocking stylesheets have come. Each inlined sheet keeps a `disabled` link to its file: a
 * disabled stylesheet is neither fetched nor applied, but Vite's loader of a route's chunk sees a
 * stylesheet link with that address and does not fetch the sheet again when the app hydrates.
 */
export function readInlineStyles(webDir: string): InlineStyles {
  const sheets = new Map<string, string>();
  for (const file of buildStylesheets(webDir)) {
    const css = fs.readFileSync(path.join(webDir, file), 'utf8');
    // A sheet that could close its own <style> block stays a link.
    if (!/<\/style/i.test(css)) sheets.set(`/${file}`, css);
  }
  const inline = (html: string) => html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = sheets.get(href);
    return css === undefined ? link : `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
  // Few distinct inputs: the template's head and one set of links per combination of page chunks.
  const memo = new Map<string, Buffer>();
  return {
    inline,
    inlineBytes(html) {
      let inlined = memo.get(html);
      if (inlined === undefined) {
        inlined = Buffer.from(inline(html));
        if (memo.size < 256) memo.set(html, inlined);
      }
      return inlined;
    },
    hashes: [...sheets.values()].map((css) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`),
  };
}
