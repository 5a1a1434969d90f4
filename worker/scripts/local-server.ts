/**
 * Starts the real app the way `npm start` does — migrated and seeded local D1, built assets,
 * `wrangler dev` — but on a free port with its own throw-away state folder.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { localD1File, quietWranglerEnv, repoRoot, wranglerBin } from '#worker/scripts/wrangler-cli';

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface LocalServer {
  baseURL: string;
  persistTo: string;
  stop: () => Promise<void>;
}

/** The real app on throw-away state: a fresh, migrated and seeded local D1, deleted at stop. */
export async function startLocalServer(options: { approved?: number } = {}): Promise<LocalServer> {
  assertBuilt();
  const persistTo = mkdtempSync(join(tmpdir(), 'trainer-e2e-state-'));
  const setupArgs = [join(repoRoot, 'worker/scripts/local-db.ts'), 'setup', '--persist-to', persistTo];
  if (options.approved) setupArgs.push('--approved', String(options.approved));
  execFileSync(process.execPath, setupArgs, {
    cwd: repoRoot,
    stdio: 'pipe',
    env: { ...process.env, ...quietWranglerEnv },
  });
  return startWranglerDev(persistTo, { deleteAtStop: true });
}

/**
 * The real app on an existing state folder (`npm run bench:scale`'s large databases): no migration
 * or seed here, and the folder is kept at stop.
 */
export async function startLocalServerOn(persistTo: string): Promise<LocalServer> {
  assertBuilt();
  if (!existsSync(persistTo)) throw new Error(`${persistTo} does not exist`);
  return startWranglerDev(persistTo, { deleteAtStop: false });
}

function assertBuilt(): void {
  if (!existsSync(join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` first (npm test does this).');
  }
}

async function startWranglerDev(persistTo: string, { deleteAtStop }: { deleteAtStop: boolean }): Promise<LocalServer> {
  const port = await freePort();
  const inspectorPort = await freePort();
  const child: ChildProcess = spawn(
    wranglerBin,
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      persistTo,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    // Own process group, so stopping it also stops workerd (killing only wrangler orphans it).
    // NODE_ENV=production: wrangler bundles the worker as a deploy would (React's production
    // build for the first-screen render), so tests and audits see production's speed.
    {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...quietWranglerEnv, NODE_ENV: 'production' },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });

  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((done) => {
        const timer = setTimeout(() => {
          try {
            if (child.pid) process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
          done(undefined);
        }, 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done(undefined);
        });
      });
    }
    openDatabases.get(persistTo)?.close();
    openDatabases.delete(persistTo);
    if (deleteAtStop) rmSync(persistTo, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return { baseURL, persistTo, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`wrangler dev did not become healthy on ${baseURL}:\n${output}`);
}

const openDatabases = new Map<string, DatabaseSync>();

/**
 * Runs one SQL statement against the server's local D1 (for assertions on what the app wrote) on
 * its SQLite file, beside the running server (WAL: readers never block it): a `wrangler d1
 * execute` per query started a whole wrangler and workerd, seconds of CPU each in the e2e suite.
 */
export function queryLocalD1<T>(persistTo: string, sql: string): T[] {
  let db = openDatabases.get(persistTo);
  if (!db) {
    db = new DatabaseSync(localD1File(persistTo));
    // A write of the server's in progress: wait for it rather than fail.
    db.exec('PRAGMA busy_timeout = 5000');
    openDatabases.set(persistTo, db);
  }
  return db.prepare(sql).all() as T[];
}
