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

/**
 * The <link>s a server-rendered page needs for its page chunks: their CSS before the first paint (the
 * HTML is already styled, so nothing shifts when the app hydrates) and their modules preloaded, so the
 * browser fetches them beside the entry instead of after it. The entry's own chunks and CSS are
 * already in index.html.
 */
export function chunkLinker(manifest: Manifest): (chunks: string[]) => string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry) ?? '';
  const inEntry = closure(manifest, entryKey);
  const memo = new Map<string, string>();
  return (chunks) => {
    const memoKey = chunks.join('|');
    let links = memo.get(memoKey);
    if (links === undefined) {
      const needed = new Set<string>();
      for (const chunk of chunks) for (const key of closure(manifest, chunk)) if (!inEntry.has(key)) needed.add(key);
      const entries = [...needed].map((key) => manifest[key]!);
      links = [
        ...entries.flatMap((entry) => (entry.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`)),
        ...entries.map((entry) => `<link rel="modulepreload" crossorigin href="/${entry.file}">`),
      ].join('');
      memo.set(memoKey, links);
    }
    return links;
  };
}
