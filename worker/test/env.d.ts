// Test-only additions to the generated Cloudflare types (a script file, so it merges globally).
declare namespace Cloudflare {
  interface Env {
    /** Provided by vitest.config.ts for the test runtime only. */
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}
