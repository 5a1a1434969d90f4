/** vitest globalSetup of the e2e project: Chromium present, the real app running on a free port. */
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '#worker/scripts/chromium';
import { type LocalServer, startLocalServer } from '#worker/scripts/local-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    persistTo: string;
  }
}

let server: LocalServer | undefined;

export async function setup(project: TestProject) {
  ensureChromium();
  server = await startLocalServer();
  project.provide('baseURL', server.baseURL);
  project.provide('persistTo', server.persistTo);
}

export async function teardown() {
  await server?.stop();
}
