/**
 * `npm run size` (after `vite build`): the JavaScript a shopper's browser loads before any interaction,
 * gzip-compressed, per page type. That is the entry chunk and its static imports (the entry loads them
 * as soon as it is parsed; decision 0036) plus the page chunk and its static imports, and the popup
 * notice's chunk while the shop has an active popup (the demo data has one): the rendered page's loader
 * asks for these beside the entry once the page has painted (decision 0042; server/http/ssr/chunk-links.ts
 * reads the same manifest). Lazy chunks loaded on interaction (the back office, the route loaders) are not counted. Beside the
 * gzip figure, what the server sends a browser that accepts Brotli (the build's `.br` copies). Exits with 1
 * when the home page is over the budget of design.md (120 KB gzip, 1 KB = 1,000 bytes as Vite prints it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120_000;
const webDir = path.resolve(process.env.WEB_DIR ?? 'dist/web');
const PAGES: [string, string][] = [
  ['home', 'routes/home.tsx'], ['listing', 'routes/category.tsx'], ['search', 'routes/search.tsx'],
  ['product', 'routes/product.tsx'], ['content', 'routes/content-page.tsx'],
];

const POPUP = 'features/content/popup-notice.tsx';

interface ManifestChunk { file: string; isEntry?: boolean; imports?: string[] }
type Manifest = Record<string, ManifestChunk>;

const manifestFile = path.join(webDir, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: run \`npx vite build\` first`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(child, seen);
  return seen;
}

const gzipBytes = new Map<string, number>();
function gzipped(file: string): number {
  let size = gzipBytes.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(webDir, file))).length;
    gzipBytes.set(file, size);
  }
  return size;
}

/**
 * What the server sends a browser that accepts Brotli: the build's `.br` copy (tools/build/precompress.ts),
 * or the file itself when it is too small to have one.
 */
function brotliBytes(file: string): number {
  const copy = path.join(webDir, `${file}.br`);
  return fs.statSync(fs.existsSync(copy) ? copy : path.join(webDir, file)).size;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('the manifest names no entry');
const entry = closure(entryKey);
const entryBytes = [...entry].reduce((sum, key) => sum + gzipped(manifest[key]!.file), 0);

console.log(`entry (${entry.size} files): ${kb(entryBytes)} gzip`);
for (const key of [...entry].sort((a, b) => gzipped(manifest[b]!.file) - gzipped(manifest[a]!.file))) {
  console.log(`  ${manifest[key]!.file.padEnd(40)} ${kb(gzipped(manifest[key]!.file))}`);
}
let homeBytes = 0;
for (const [name, page] of PAGES) {
  const extra = [...closure(POPUP, closure(page))].filter((key) => !entry.has(key));
  const files = [...entry, ...extra].map((key) => manifest[key]!.file);
  const bytes = files.reduce((sum, file) => sum + gzipped(file), 0);
  const sent = files.reduce((sum, file) => sum + brotliBytes(file), 0);
  if (name === 'home') homeBytes = bytes;
  console.log(`${name.padEnd(8)} initial JavaScript: ${kb(bytes)} gzip, ${kb(sent)} as sent with Brotli (entry + ${extra.length} page and popup files)`);
}
console.log(`budget: ${kb(BUDGET_BYTES)} gzip for the home page`);
if (homeBytes > BUDGET_BYTES) process.exitCode = 1;
