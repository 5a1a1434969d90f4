import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built into web/dist, which wrangler serves as static assets (see [assets] in wrangler.toml).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // web/dist/.vite/manifest.json: the worker reads it through the ASSETS binding to send
    // `modulepreload` hints for a page's route chunks (worker/features/seo/route-chunks.ts).
    manifest: true,
  },
  server: {
    // `vite dev` proxies the API to a running `wrangler dev`.
    proxy: { '/api': 'http://localhost:8787' },
  },
});
