import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Small modules the public pages share (see the `public-shared` chunk below). */
const PUBLIC_SHARED = [
  /[\\/]web[\\/](components|lib)[\\/]/,
  // Every feature's api/ except the signed-in screens' (admin, account, the trainer's own profile and
  // figures, review moderation). The content features' admin data lives in <feature>/admin/api/.
  /[\\/]web[\\/]features[\\/](?!(?:admin|account|manage-profile|review-moderation)[\\/]|analytics[\\/]api[\\/](?:trainer-analytics|query-keys)\.)[^\\/]+[\\/]api[\\/]/,
  /[\\/]worker[\\/]shared[\\/](categories|page-copy|listing-options|browse-filters|contact-links|enums|parse-url)\./,
  /[\\/]node_modules[\\/]@tanstack[\\/]/,
];
/** A feature's public face: re-exports only (npm run lint's boundary check keeps it so). */
const FEATURE_FACE = /[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
/**
 * Form and sanitiser code, loaded only by the pages that need it (zod, react-hook-form, DOMPurify),
 * and the admin screens' shared parts (components/admin), which no visitor needs.
 */
const NOT_SHARED = /[\\/](form|forms)[\\/]|[\\/]components[\\/]admin[\\/]|[\\/]blog-html\./;
const isPublicSharedModule = (id: string) => PUBLIC_SHARED.some((re) => re.test(id)) && !NOT_SHARED.test(id);

// Built into web/dist, which wrangler serves as static assets (see [assets] in wrangler.toml).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // web/dist/.vite/manifest.json: the worker reads it through the ASSETS binding to send
    // `modulepreload` hints for a page's route chunks (worker/features/pages/route-chunks.ts).
    manifest: true,
    // Every browser the app supports has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A feature's public face (features/<name>/index.ts) only hands on names from the feature's own
      // modules. Said so here, an importer's chunk gets only the modules whose names it uses, not
      // everything the face re-exports (a loader that needs one query, not the screens beside it).
      treeshake: { moduleSideEffects: (id) => !FEATURE_FACE.test(id) },
      // The app (index.html) and the loader worker-rendered pages use instead of its entry script
      // (app/boot.ts).
      input: {
        index: `${import.meta.dirname}/index.html`,
        boot: `${import.meta.dirname}/app/boot.ts`,
      },
      output: {
        // A group also takes its modules' dependencies, so the modules others build on are claimed
        // first (higher priority). What no group takes keeps the automatic chunking.
        codeSplitting: {
          groups: [
            // The automatic chunking cut the public pages into about 20 chunks of 1 kB each (a
            // profile visit asked for 23 files): on HTTP/1.1, or a slow mobile link, the round trips
            // cost more than the bytes (Lighthouse: +0.5 s to first paint). So: everything the first
            // load needs is one chunk, and the small modules the public pages share (components,
            // lib, their features' query factories, zod-free shared constants) another; a public
            // page then loads its own chunk and at most a few more. Form, editor and admin code stay
            // out, so zod and the form library still load only where a form is.
            // boot.ts (with the two modules it imports) stays a chunk of its own: it is loaded before
            // the page is painted, and must not wait for the app.
            {
              name: 'initial',
              tags: ['$initial'],
              test: (id) => !/[\\/]app[\\/](boot|hold-early-interactions|mark-broken-images)\.ts$/.test(id),
              priority: 10,
            },
            {
              name: 'public-shared',
              test: isPublicSharedModule,
              priority: 5,
            },
            // The admin blog editor (TipTap over ProseMirror, about 130 KB gzip, loaded only by the
            // admin content form) would be one chunk far over the 50 KB per-chunk budget
            // (worker/scripts/initial-js.ts); split by package it loads as parallel pieces.
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
