import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Small modules the public pages share (see the `public-shared` chunk below). */
const PUBLIC_SHARED = [
  /[\\/]web[\\/](components|lib)[\\/]/,
  // Every feature's api/ except the signed-in screens' and the bookings dialog's (a lazy chunk of its own).
  /[\\/]web[\\/]features[\\/](?!(?:admin|account|bookings|manage-profile|messages|review-moderation)[\\/]|analytics[\\/]api[\\/](?:trainer-analytics|query-keys)\.)[^\\/]+[\\/]api[\\/]/,
  /[\\/]worker[\\/]shared[\\/](categories|page-copy|listing-options|browse-filters|contact-links|enums|parse-url)\./,
  /[\\/]node_modules[\\/]@tanstack[\\/]/,
];
/** A feature's public face: re-exports only (npm run lint's boundary check keeps it so). */
const FEATURE_FACE = /[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
/** Form, sanitiser and admin code, loaded only by the pages that need it (zod, react-hook-form, DOMPurify). */
const NOT_SHARED = /[\\/](form|forms)[\\/]|[\\/]components[\\/]admin[\\/]|[\\/]blog-html\./;
const isPublicSharedModule = (id: string) => PUBLIC_SHARED.some((re) => re.test(id)) && !NOT_SHARED.test(id);

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The worker reads it to send `modulepreload` hints for a page's route chunks.
    manifest: true,
    // Every browser the app supports has modulepreload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A feature's face only re-exports, so an importer's chunk gets only the modules whose names it uses.
      treeshake: { moduleSideEffects: (id) => !FEATURE_FACE.test(id) },
      input: {
        index: `${import.meta.dirname}/index.html`,
        boot: `${import.meta.dirname}/app/boot.ts`,
      },
      output: {
        // A group takes its modules' dependencies, so the modules others build on are claimed first.
        codeSplitting: {
          groups: [
            // Many tiny chunks cost more round trips than bytes: the first load is one chunk, the public pages'
            // shared modules another; boot.ts stays its own chunk, loaded before paint (decision 036).
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
            // The admin blog editor would be one chunk far over the per-chunk budget: split by package.
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
    proxy: { '/api': 'http://localhost:8787' },
  },
});
