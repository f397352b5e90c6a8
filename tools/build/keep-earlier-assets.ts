/**
 * A Vite plugin for the browser's and the server renderer's builds: the scripts and stylesheets of
 * earlier builds stay in dist/web/assets, and the renderer's chunks in dist/ssr/assets, for a week after
 * a new build stops using them (decision 0040). A page sent before a deployment still names its own
 * chunks: the visitor's next client-side navigation, or the page's hydration when the server restarted
 * between sending the HTML and the browser asking for its script, loads them, and with the files gone
 * the page stayed unhydrated ('Kosárba' did nothing) or the navigation failed. The build therefore does
 * not empty dist/web or dist/ssr (`emptyOutDir: false` in vite.config.ts); this plugin removes what no
 * build has written for a week.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

export const KEEP_EARLIER_ASSETS_MS = 7 * 24 * 60 * 60 * 1000;

/** The bundle file a precompressed copy belongs to. */
const bundleFileOf = (name: string) => name.replace(/\.(br|gz)$/, '');

/**
 * Removes each file of `dir`/assets that the current build did not write (`current`, paths relative to
 * `dir` with forward slashes) and that is older than `keepMs`, with its compressed copies; answers the
 * names removed.
 */
export async function pruneEarlierAssets(dir: string, current: ReadonlySet<string>, now: number, keepMs = KEEP_EARLIER_ASSETS_MS): Promise<string[]> {
  const assets = path.join(dir, 'assets');
  const names = await fs.readdir(assets).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const file = path.join(assets, name);
    if (current.has(`assets/${bundleFileOf(name)}`)) continue;
    // The copy's age is its bundle file's: a copy outlives neither.
    const stat = await fs.stat(path.join(assets, bundleFileOf(name))).catch(() => fs.stat(file));
    if (now - stat.mtimeMs <= keepMs) continue;
    await fs.rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}

export function keepEarlierAssets(): Plugin {
  return {
    name: 'shop-keep-earlier-assets',
    apply: 'build',
    // The server renderer's chunks as well: a running server loads a page's chunk on its first render,
    // and one that had not rendered the page before a rebuild found the chunk gone (the page went out as
    // the bare shell, with an error in the log, until the restart).
    applyToEnvironment: (environment) => environment.name === 'client' || environment.name === 'ssr',
    async writeBundle(options, bundle) {
      if (options.dir) await pruneEarlierAssets(options.dir, new Set(Object.keys(bundle)), Date.now());
    },
  };
}
