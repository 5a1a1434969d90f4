/**
 * The one way tooling (set-up, admin CLI, e2e server, benchmark) calls wrangler: the repo's own
 * binary, quiet and offline, with the JSON output of `d1 execute` parsed.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');

export const quietWranglerEnv = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

export const wranglerBin = join(repoRoot, 'node_modules/.bin/wrangler');

export function wrangler(...args: string[]): string {
  return execFileSync(wranglerBin, args, {
    cwd: repoRoot,
    env: { ...process.env, ...quietWranglerEnv },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** `--local --persist-to DIR` for a local database, `--remote --env NAME` for a deployed one (wrangler.toml). */
export type D1Target = { persistTo: string } | { remoteEnv: string };

/** Runs SQL (one or more statements) and returns one result set per statement. */
export function d1Execute<T>(target: D1Target, sql: string): { results: T[] }[] {
  const where =
    'remoteEnv' in target ? ['--remote', '--env', target.remoteEnv] : ['--local', '--persist-to', target.persistTo];
  return JSON.parse(wrangler('d1', 'execute', 'DB', ...where, '--json', '--command', sql)) as { results: T[] }[];
}

/** The SQLite file of the local D1 for binding DB that wrangler keeps under `persistTo`. */
export function localD1File(persistTo: string): string {
  const folder = join(persistTo, 'v3/d1/miniflare-D1DatabaseObject');
  const file = readdirSync(folder).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database under ${folder}`);
  return join(folder, file);
}
