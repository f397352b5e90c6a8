import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA lives in web/; the server serves dist/web and injects the CSRF meta tag.
export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});
