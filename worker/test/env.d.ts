// Test-only additions to the generated Cloudflare types (a script file, so it merges globally).
declare namespace Cloudflare {
  interface Env {
    /** Provided by vitest.config.ts for the test runtime only. */
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    /** Fuzz test size and seed (api-fuzz.test.ts); empty means the CI defaults. */
    FUZZ_RUNS: string;
    FUZZ_SEED: string;
  }
}
