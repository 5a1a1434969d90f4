import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const migrations = await readD1Migrations('migrations');

export default defineConfig({
  test: {
    // Inside workerd the test runner is itself a Durable Object sharing the isolate with the app's
    // UserChannel objects; a live publish still in flight when a fuzz case ends (a booking's note posted
    // as a message) then settles under the next test's object, which workerd reports as cross-object I/O.
    // Deployed, a request is never inside a Durable Object, so only this harness-made error is ignored.
    onUnhandledError: (error) =>
      error.message.includes('Cannot perform I/O on behalf of a different Durable Object') ? false : undefined,
    // Two workers for the worker and web files; the e2e files then run one at a time (two browsers and
    // two servers at once overload a 2-CPU machine).
    maxWorkers: 2,
    projects: [
      {
        // API, authorization, queue consumer and cache tests inside workerd with real D1/KV/Queue.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: migrations,
                JWT_SECRET: 'test-secret-for-workerd-tests-only-0123456789',
                // Email goes to the local mailbox (worker/platform/email), never to a provider.
                EMAIL_PROVIDER: 'dev-mailbox',
                FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
                FUZZ_SEED: process.env.FUZZ_SEED ?? '',
              },
            },
          }),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          exclude: ['worker/shared/**', 'node_modules/**'],
          setupFiles: ['./worker/test/apply-migrations.ts'],
          // Page tests load the page renderer in their set-up (worker/test/built-shell.ts): the first
          // time, the runner transforms React and the web app, which takes seconds on a busy CI machine.
          hookTimeout: 60_000,
          // A test's first request loads its route group into the isolate; with both CPUs busy (CI) that
          // alone has taken over the default 5 s.
          testTimeout: 15_000,
        },
      },
      {
        // Component and unit tests for web logic.
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'happy-dom',
          // One happy-dom per worker, each file still in a context of its own: creating it per file
          // was half of this project's time.
          pool: 'vmThreads',
          include: ['web/**/*.test.{ts,tsx}', 'worker/shared/**/*.test.ts'],
          exclude: ['web/e2e/**', 'node_modules/**'],
          setupFiles: ['./web/test/setup.ts'],
        },
      },
      {
        // Real Chromium against `wrangler dev` with a freshly seeded database per vitest worker (one
        // here; worker/scripts/e2e-global-setup.ts, web/e2e/app-server.ts).
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['web/e2e/**/*.e2e.ts'],
          globalSetup: ['./worker/scripts/e2e-global-setup.ts'],
          setupFiles: ['./web/e2e/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
