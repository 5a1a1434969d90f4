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
    // Every browser the app supports has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The admin blog editor (TipTap over ProseMirror, about 130 KB gzip, loaded only by the
        // admin content form) would be one chunk far over the 50 KB per-chunk budget
        // (worker/scripts/initial-js.ts); split by package it loads as parallel pieces. Everything
        // else keeps the automatic chunking. A group also takes its modules' dependencies, so the
        // packages others build on are claimed first (higher priority).
        codeSplitting: {
          groups: [
            {
              name: 'editor-prosemirror-model',
              test: /node_modules[\\/](prosemirror-(model|transform|state)|orderedmap)[\\/]/,
              priority: 4,
            },
            { name: 'editor-prosemirror-view', test: /node_modules[\\/]prosemirror-view[\\/]/, priority: 3 },
            {
              name: 'editor-prosemirror',
              test: /node_modules[\\/](prosemirror-[\w-]+|rope-sequence|w3c-keyname)[\\/]/,
              priority: 2,
            },
            { name: 'editor-tiptap-core', test: /node_modules[\\/]@tiptap[\\/]core[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    // `vite dev` proxies the API to a running `wrangler dev`.
    proxy: { '/api': 'http://localhost:8787' },
  },
});
