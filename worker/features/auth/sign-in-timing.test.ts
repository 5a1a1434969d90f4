import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '#worker/app-env';
import { createDb } from '#worker/db/client';
import { deletedAccountEmail } from '#worker/features/account/account-settings.repository';
import { handleError } from '#worker/lib/error-handler';
import { createUser, freshIp, TEST_PASSWORD, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { countingD1 } from '#worker/test/query-recorder';
import { authRoutes } from './auth.routes';
import { PBKDF2_ITERATIONS } from './password';

/**
 * Sign-in must not tell by its timing whether an email has an account, whether that account is
 * banned or deleted (issue #39, item 1): a refused sign-in does the same work on every path.
 * Checked twice: the work itself (round trips, PBKDF2 derivations, device-cookie checks), exactly;
 * and the time, as medians of interleaved tries with a generous bound (`npm run bench:signin`
 * prints the same comparison against `wrangler dev`).
 */

/** Below the per-account limit (10 failures per 15 minutes), so no try is answered 429 early. */
const TRIES_PER_ACCOUNT = 9;

interface SignInPath {
  name: string;
  status: number;
  /** Credentials for try number `n`. */
  credentials: (n: number) => { email: string; password: string };
}

async function accounts(count: number, options: { banned?: boolean; deleted?: boolean } = {}): Promise<TestUser[]> {
  const made: TestUser[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser({ banned: options.banned });
    if (options.deleted) {
      await env.DB.prepare(
        "UPDATE users SET email = ?, password_hash = 'deleted', deleted_at = '2026-01-01T00:00:00.000Z' WHERE id = ?",
      )
        .bind(deletedAccountEmail(user.id), user.id)
        .run();
      user.email = deletedAccountEmail(user.id);
    }
    made.push(user);
  }
  return made;
}

/** The paths an attacker would compare, each with accounts enough for `tries` failures. */
async function signInPaths(tries: number): Promise<SignInPath[]> {
  const needed = Math.ceil(tries / TRIES_PER_ACCOUNT);
  const real = await accounts(needed);
  const banned = await accounts(needed, { banned: true });
  const bannedRight = await accounts(needed, { banned: true });
  const deleted = await accounts(needed, { deleted: true });
  const emailOf = (users: TestUser[], n: number) => users[Math.floor(n / TRIES_PER_ACCOUNT)]?.email ?? '';
  const run = crypto.randomUUID().slice(0, 8);
  return [
    {
      name: 'unknown email',
      status: 401,
      credentials: (n) => ({ email: `nobody-${run}-${n}@example.com`, password: 'wrong-password' }),
    },
    {
      name: 'wrong password',
      status: 401,
      credentials: (n) => ({ email: emailOf(real, n), password: 'wrong-password' }),
    },
    {
      name: 'banned, wrong password',
      status: 401,
      credentials: (n) => ({ email: emailOf(banned, n), password: 'wrong-password' }),
    },
    {
      name: 'banned, right password',
      status: 403,
      credentials: (n) => ({ email: emailOf(bannedRight, n), password: TEST_PASSWORD }),
    },
    {
      name: "a deleted account's address",
      status: 401,
      credentials: (n) => ({ email: emailOf(deleted, n), password: TEST_PASSWORD }),
    },
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return ((sorted[Math.floor(middle)] ?? 0) + (sorted[Math.ceil(middle)] ?? 0)) / 2;
}

let someonesDeviceCookie = '';

beforeAll(async () => {
  // A real device cookie, for another account: every request below carries it, as an attacker's
  // browser would, so the device-cookie check has something to verify on every path.
  const owner = await createUser();
  const res = await callJson('/api/auth/sign-in', {
    method: 'POST',
    json: { email: owner.email, password: TEST_PASSWORD },
    headers: { 'cf-connecting-ip': freshIp() },
  });
  expect(res.status).toBe(200);
  someonesDeviceCookie =
    (res.headers.getSetCookie().find((c) => c.startsWith('trusted_device=')) ?? '').split(';')[0] ?? '';
  expect(someonesDeviceCookie).not.toBe('');
});

afterEach(() => vi.restoreAllMocks());

describe('a refused sign-in does the same work on every path', () => {
  it('the same round trips, PBKDF2 derivations and device-cookie checks for an unknown email, a wrong password, a banned and a deleted account', async () => {
    // Old counter windows are trimmed at random (2% of counts): not on these requests.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const deriveBits = vi.spyOn(crypto.subtle, 'deriveBits');
    const verify = vi.spyOn(crypto.subtle, 'verify');
    const work: Record<string, { status: number; trips: number; derivations: number[]; cookieChecks: number }> = {};
    for (const path of await signInPaths(1)) {
      const counted = countingD1();
      const app = new Hono<AppEnv>()
        .use(async (c, next) => {
          c.set('db', createDb(counted.db));
          await next();
        })
        .route('/api/auth', authRoutes);
      app.onError(handleError);
      deriveBits.mockClear();
      verify.mockClear();
      const res = await app.request(
        '/api/auth/sign-in',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp(), cookie: someonesDeviceCookie },
          body: JSON.stringify(path.credentials(0)),
        },
        env,
      );
      work[path.name] = {
        status: res.status,
        trips: counted.trips(),
        derivations: deriveBits.mock.calls.map(
          ([params]) => (params as SubtleCryptoDeriveKeyAlgorithm).iterations ?? 0,
        ),
        cookieChecks: verify.mock.calls.length,
      };
    }
    const same = { trips: 2, derivations: [PBKDF2_ITERATIONS], cookieChecks: 1 };
    expect(work).toEqual({
      'unknown email': { status: 401, ...same },
      'wrong password': { status: 401, ...same },
      'banned, wrong password': { status: 401, ...same },
      'banned, right password': { status: 403, ...same },
      "a deleted account's address": { status: 401, ...same },
    });
  });

  it('takes as long on every path: medians of interleaved tries within a generous bound', async () => {
    const tries = 20;
    const paths = await signInPaths(tries);
    // Each try's time as a share of its round's median: a round (one try of every path) takes a
    // fraction of a second, so load that comes and goes on this shared machine scales a whole
    // round and cancels out, where it would move raw times by 2x.
    const shares = new Map<string, number[]>(paths.map((path) => [path.name, []]));
    for (let n = 0; n < tries; n++) {
      const round = new Map<string, number>();
      // A different order each round, so no path is always first (or always after the same one).
      for (const path of paths.map((path, i) => paths[(i + n) % paths.length] ?? path)) {
        const started = performance.now();
        const res = await callJson('/api/auth/sign-in', {
          method: 'POST',
          json: path.credentials(n),
          headers: { 'cf-connecting-ip': freshIp() },
        });
        await res.arrayBuffer();
        round.set(path.name, performance.now() - started);
        expect(res.status, `${path.name}, try ${n + 1}`).toBe(path.status);
      }
      const roundMedian = Math.max(median([...round.values()]), 1);
      for (const [name, ms] of round) shares.get(name)?.push(ms / roundMedian);
    }
    const medians = Object.fromEntries([...shares].map(([name, values]) => [name, median(values)]));
    // A path that skipped the PBKDF2 verification (most of a refused sign-in's time) sits at about
    // 0.3 of the others; equal work sits at 1 give or take load's noise.
    for (const [name, share] of Object.entries(medians)) {
      expect(share, `${name}: ${JSON.stringify(medians)}`).toBeGreaterThan(1 / 1.5);
      expect(share, `${name}: ${JSON.stringify(medians)}`).toBeLessThan(1.5);
    }
  }, 90_000);
});
