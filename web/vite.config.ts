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
    rolldownOptions: {
      treeshake: {
        // The shared contract (worker/shared) only declares constants, types and schemas. Saying so
        // lets a first-chunk module (a route loader) import one constant from a schema file without
        // the schema, text rules and zod (~24 KB gzip) moving into the first chunk. The module
        // rule drops unused imports of those files; the pure functions drop the unused schemas
        // built at their top level (the bundler cannot tell that building a schema does nothing).
        moduleSideEffects: (id) => (id.includes('/worker/shared/') ? false : undefined),
        manualPureFunctions: ['z', 'queryObject', 'userText', 'optionalUserText', 'decimalParam', 'wholeNumberParam'],
      },
    },
  },
  server: {
    // `vite dev` proxies the API to a running `wrangler dev`.
    proxy: { '/api': 'http://localhost:8787' },
  },
});
