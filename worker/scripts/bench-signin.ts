/**
 * `npm run bench:signin`: how long a refused sign-in takes on each path an attacker could tell
 * apart by timing (an unknown email, a wrong password for a real account, a banned account with a
 * wrong and with the right password), against the real app (`wrangler dev`, local D1), so the
 * medians can be compared side by side (worker/features/auth/README.md, "Sign-in timing").
 *
 * The paths alternate request by request in a shuffled order, so drift on this shared machine
 * lands on all of them alike. Every request comes from an address of its own and no account sees
 * more than 9 failures, so no throttle answers 429 in the middle of a run (a 429 skips the work
 * being compared).
 *
 *   npm run bench:signin [-- --tries 40]
 */
import { parseArgs } from 'node:util';
import { ensureBuilt } from '#worker/scripts/bench-measure';
import { type LocalServer, startLocalServer } from '#worker/scripts/local-server';
import { d1Execute } from '#worker/scripts/wrangler-cli';

const PASSWORD = 'bench-password-123';
/** Below the per-account limit of 10 failures per 15 minutes (worker/features/auth/rate-rules.ts). */
const TRIES_PER_ACCOUNT = 9;
const WATCHDOG_MS = 300_000;

type PathName = 'unknown email' | 'wrong password' | 'banned, wrong password' | 'banned, right password';

interface SignInPath {
  name: PathName;
  expected: number;
  /** The email and password of this path's try number `n`. */
  credentials: (n: number) => { email: string; password: string };
}

let ipCounter = 0;
function nextIp(): string {
  ipCounter += 1;
  return `198.18.${(ipCounter >> 8) & 0xff}.${ipCounter & 0xff}`;
}

async function post(server: LocalServer, path: string, json: unknown): Promise<Response> {
  return fetch(`${server.baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': nextIp() },
    body: JSON.stringify(json),
  });
}

async function signUp(server: LocalServer, email: string): Promise<void> {
  const res = await post(server, '/api/auth/sign-up', { fullName: 'Bench User', email, password: PASSWORD });
  if (res.status !== 201) throw new Error(`sign-up of ${email} answered ${res.status}: ${await res.text()}`);
}

/** Accounts enough for `tries` failures each below the limit: `prefix-<i>@bench.example`. */
async function accounts(server: LocalServer, prefix: string, tries: number): Promise<string[]> {
  const emails = Array.from({ length: Math.ceil(tries / TRIES_PER_ACCOUNT) }, (_, i) => `${prefix}-${i}@bench.example`);
  for (const email of emails) await signUp(server, email);
  return emails;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = (sorted.length - 1) * p;
  const low = Math.floor(index);
  const high = Math.ceil(index);
  return (sorted[low] ?? 0) + ((sorted[high] ?? 0) - (sorted[low] ?? 0)) * (index - low);
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { tries: { type: 'string', default: '30' } } });
  const tries = Number(values.tries);
  if (!Number.isInteger(tries) || tries < 5) throw new Error('--tries must be a whole number of at least 5');

  ensureBuilt();
  console.log('Starting the app (throw-away seeded D1, wrangler dev) …');
  const server = await startLocalServer();
  const watchdog = setTimeout(() => {
    console.error('bench:signin gave up after 5 minutes');
    void server.stop().then(() => process.exit(1));
  }, WATCHDOG_MS);
  try {
    const run = Date.now().toString(36);
    const real = await accounts(server, `bench-real-${run}`, tries);
    const banned = await accounts(server, `bench-banned-${run}`, tries);
    const bannedRight = await accounts(server, `bench-banned-ok-${run}`, tries);
    d1Execute(
      { persistTo: server.persistTo },
      `INSERT INTO user_bans (user_id, reason) SELECT id, 'bench' FROM users WHERE email LIKE 'bench-banned-%-${run}-%'`,
    );
    const account = (emails: string[], n: number) => emails[Math.floor(n / TRIES_PER_ACCOUNT)] ?? '';
    const paths: SignInPath[] = [
      {
        name: 'unknown email',
        expected: 401,
        credentials: (n) => ({ email: `nobody-${run}-${n}@bench.example`, password: 'wrong-password' }),
      },
      {
        name: 'wrong password',
        expected: 401,
        credentials: (n) => ({ email: account(real, n), password: 'wrong-password' }),
      },
      {
        name: 'banned, wrong password',
        expected: 401,
        credentials: (n) => ({ email: account(banned, n), password: 'wrong-password' }),
      },
      {
        name: 'banned, right password',
        expected: 403,
        credentials: (n) => ({ email: account(bannedRight, n), password: PASSWORD }),
      },
    ];

    // Warm-up: the sign-in route group and PBKDF2 on a fresh isolate, untimed.
    for (let i = 0; i < 3; i++)
      await post(server, '/api/auth/sign-in', { email: `warm-${i}@bench.example`, password: 'x' });

    const times = new Map<PathName, number[]>(paths.map((path) => [path.name, []]));
    for (let n = 0; n < tries; n++) {
      for (const path of shuffled(paths)) {
        const started = performance.now();
        const res = await post(server, '/api/auth/sign-in', path.credentials(n));
        await res.arrayBuffer();
        const elapsed = performance.now() - started;
        if (res.status !== path.expected) {
          throw new Error(`${path.name}, try ${n + 1}: expected ${path.expected}, got ${res.status}`);
        }
        times.get(path.name)?.push(elapsed);
      }
    }

    const baseline = percentile(
      [...(times.get('unknown email') ?? [])].sort((a, b) => a - b),
      0.5,
    );
    console.log(`\nSign-in, ${tries} tries per path, interleaved (ms):\n`);
    console.log('| path                   | status | median |   p25 |   p75 | median vs unknown email |');
    console.log('| ---------------------- | -----: | -----: | ----: | ----: | ----------------------: |');
    for (const path of paths) {
      const sorted = [...(times.get(path.name) ?? [])].sort((a, b) => a - b);
      const median = percentile(sorted, 0.5);
      console.log(
        `| ${path.name.padEnd(22)} | ${String(path.expected).padStart(6)} | ${median.toFixed(1).padStart(6)} | ${percentile(sorted, 0.25).toFixed(1).padStart(5)} | ${percentile(sorted, 0.75).toFixed(1).padStart(5)} | ${`${(median / baseline).toFixed(2)}x`.padStart(23)} |`,
      );
    }
  } finally {
    clearTimeout(watchdog);
    await server.stop();
  }
}

await main();
