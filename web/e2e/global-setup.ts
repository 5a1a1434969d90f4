import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser';
import { type LocalServer, startLocalServer } from './local-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    persistTo: string;
  }
}

/** Debian's Chromium is the browser; install it when missing (CI machines start without it). */
function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium`);
  }
  console.log('Installing Debian chromium for the e2e tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
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
