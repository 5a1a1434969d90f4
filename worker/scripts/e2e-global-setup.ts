/**
 * vitest globalSetup of the e2e project: Chromium present, and the real app running on a free port
 * once per vitest worker (web/e2e/app-server.ts picks a worker's), each with its own seeded D1.
 */
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '#worker/scripts/chromium';
import { type LocalServer, startLocalServer } from '#worker/scripts/local-server';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eServers: { baseURL: string; persistTo: string }[];
  }
}

let servers: LocalServer[] = [];

export async function setup(project: TestProject) {
  ensureChromium();
  const count = Math.max(1, project.config.maxWorkers);
  const started = await Promise.allSettled(Array.from({ length: count }, () => startLocalServer()));
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide(
    'e2eServers',
    servers.map(({ baseURL, persistTo }) => ({ baseURL, persistTo })),
  );
}

export async function teardown() {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
}
