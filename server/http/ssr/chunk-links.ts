import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's client manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(webDir: string): Manifest | null {
  const file = path.join(webDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null;
}

/** A chunk and every chunk it imports statically, depth first. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(manifest, child, seen);
  return seen;
}

/** What a server-rendered page names of its page chunks (the entry's own are in index.html). */
export interface PageChunks {
  /** their stylesheets' links, inlined before the first paint (the HTML is already styled, so nothing shifts when the app hydrates) */
  links: string;
  /** their modules' addresses, fetched beside the entry after the first paint (scripts-after-paint.ts) */
  modules: string[];
}

/** A page's chunks by the route modules it rendered, each set worked out once. */
export function chunkLinker(manifest: Manifest): (chunks: string[]) => PageChunks {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry) ?? '';
  const inEntry = closure(manifest, entryKey);
  const memo = new Map<string, PageChunks>();
  return (chunks) => {
    const memoKey = chunks.join('|');
    let page = memo.get(memoKey);
    if (page === undefined) {
      const needed = new Set<string>();
      for (const chunk of chunks) for (const key of closure(manifest, chunk)) if (!inEntry.has(key)) needed.add(key);
      const entries = [...needed].map((key) => manifest[key]!);
      page = {
        links: entries.flatMap((entry) => (entry.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`)).join(''),
        modules: entries.map((entry) => `/${entry.file}`),
      };
      memo.set(memoKey, page);
    }
    return page;
  };
}
