/**
 * Local database set-up for `npm start`, `npm run db:reset`, the e2e tests and the benchmark.
 *
 *   node worker/scripts/local-db.ts setup  [--persist-to DIR] [--approved N]
 *   node worker/scripts/local-db.ts reset  [--persist-to DIR] [--approved N]
 *
 * setup: writes .dev.vars if missing, applies migrations, seeds only an empty database.
 * reset: deletes the local D1 state, then does what setup does.
 * Only ever touches the local (miniflare) database.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateSeedSql } from '#worker/db/seed/generate-seed';
import { hashPassword } from '#worker/features/auth/password';
import { ensureDevVars } from '#worker/scripts/dev-vars';
import { d1Execute, repoRoot as root, wrangler } from '#worker/scripts/wrangler-cli';

const args = process.argv.slice(2);
const command = args[0];
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const persistTo = resolve(root, option('persist-to') ?? '.wrangler/state');
const approved = Number(option('approved') ?? 640);

function userCount(): number {
  return d1Execute<{ n: number }>({ persistTo }, 'SELECT count(*) AS n FROM users')[0]?.results[0]?.n ?? 0;
}

async function seed(): Promise<void> {
  const passwordHash = await hashPassword('password123', { salt: new Uint8Array(16).fill(7) });
  const sql = generateSeedSql({
    approvedTrainers: approved,
    pendingTrainers: 24,
    rejectedTrainers: 8,
    learners: 160,
    passwordHash,
    now: new Date(),
  });
  const dir = mkdtempSync(join(tmpdir(), 'seed-'));
  const file = join(dir, 'seed.sql');
  writeFileSync(file, sql);
  try {
    wrangler('d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--yes', '--file', file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`Seeded local D1 (${approved + 1} approved trainers) in ${persistTo}`);
}

async function setup(): Promise<void> {
  ensureDevVars();
  mkdirSync(persistTo, { recursive: true });
  wrangler('d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo);
  if (userCount() === 0) await seed();
  else console.log('Local D1 already has data; leaving it as it is (npm run db:reset restores the seed)');
}

if (command === 'setup') {
  await setup();
} else if (command === 'reset') {
  rmSync(join(persistTo, 'v3', 'd1'), { recursive: true, force: true });
  await setup();
} else {
  console.error('usage: node worker/scripts/local-db.ts <setup|reset> [--persist-to DIR] [--approved N]');
  process.exit(2);
}
