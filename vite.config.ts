import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { keepEarlierAssets } from './tools/build/keep-earlier-assets';
import { precompress } from './tools/build/precompress';

const productionRouter = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/**
 * The SPA lives in web/. `vite build` builds two environments (decision 0028): the browser's bundle
 * in dist/web (with a manifest, so the server can link a page's chunk and its CSS), and the server
 * renderer dist/ssr/entry-server.js that the server imports to render storefront pages.
 */
export default defineConfig(({ command }) => ({
  root: 'web',
  plugins: [react(), keepEarlierAssets(), precompress()],
  // React Router's package sends bundlers to its development build (warnings and checks left in);
  // the production build is the same code without them, for the browser and the server renderer.
  resolve: command === 'build' ? { alias: productionRouter } : {},
  builder: {},
  environments: {
    client: {
      build: {
        // Not emptied: an earlier build's chunks stay a week for the pages that name them (keep-earlier-assets.ts).
        outDir: '../dist/web', emptyOutDir: false, sourcemap: false, manifest: true,
        // No modulepreload links for the entry's own imports in index.html (decision 0036): pages arrive
        // rendered, so the JavaScript only hydrates, and preloading it made it share a phone's bandwidth
        // with the stylesheets and the largest image. The entry still loads its imports at once; a route
        // chunk imported later still has its own imports preloaded beside it.
        modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
      },
    },
    ssr: {
      // Not emptied either: a running server imports a page's renderer chunk when the page is first asked
      // for, and between a build and the restart the old renderer's chunks must still be there.
      build: { outDir: '../dist/ssr', emptyOutDir: false, sourcemap: false, ssr: 'entry-server.tsx' },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
}));
