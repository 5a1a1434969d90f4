/**
 * What `npm run bench` and `npm run bench:scale` share: autocannon runs of one target, optionally
 * interleaved request by request with a static asset on the same connection (the baseline), and
 * the helpers around them (build check, table output).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { quietWranglerEnv, repoRoot } from '#worker/scripts/wrangler-cli';

/**
 * An untimed request sent before each of a target's: a write that invalidates its cache entry, or
 * any request that takes the after-response work of the previous target (a cache miss's KV write)
 * so that it does not land on the static request timed next.
 */
export interface BeforeRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  /** Called once per request. */
  body?: () => string;
}

export interface Target {
  name: string;
  /** A fixed path, or a generator called once per request (unique paths force cache misses). */
  path: string | (() => string);
  /** Expected `x-cache` value for every request, when the target is meant to be all hits/misses. */
  expectCache?: 'hit' | 'miss';
  headers?: Record<string, string>;
  /** The status every answer must have; any 2xx when not given. */
  expectStatus?: number;
  /** Sent, untimed, before each request of the target; the cookies it sets go with that request. */
  before?: BeforeRequest;
}

export interface Measured {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers (of the target and of the interleaved static asset) with another status than expected. */
  unexpectedStatus: number;
  hits: number;
  misses: number;
  /** p50 and p99 of the static asset requests interleaved with this target's (paired runs only). */
  pairedStaticP50?: number;
  pairedStaticP99?: number;
  /** Every timed response (ms, sorted), of the target and of the interleaved static asset. */
  samples: number[];
  staticSamples: number[];
}

export interface MeasureOptions {
  /** How long to run (ignored when `requests` is given). */
  seconds?: number;
  /** How many requests of the target to time (each connection's cycle sends one). */
  requests?: number;
  connections?: number;
  /** Interleave each request of the target with this static asset on the same connection. */
  pairedStatic?: string;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function median(values: number[]): number {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const mid = Math.floor(finite.length / 2);
  return finite.length % 2 ? (finite[mid] ?? Number.NaN) : ((finite[mid - 1] ?? 0) + (finite[mid] ?? 0)) / 2;
}

function headerValues(headers: Record<string, unknown> | undefined, name: string): string[] {
  if (!headers) return [];
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value.map(String) : [String(value)];
  }
  return [];
}

function runAutocannon(options: autocannon.Options, onSample: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (err: unknown, result: autocannon.Result) => {
      if (err) reject(err instanceof Error ? err : new Error(String(err)));
      else resolve(result);
    });
    // Exact per-response times (float ms); autocannon's own histogram has 1 ms resolution.
    instance.on('response', (_client, _status, _bytes, responseTime) => onSample(responseTime));
  });
}

/**
 * Loads one target. With `pairedStatic`, every connection alternates between the static asset and
 * the target, so both see the same moment's machine (these CPUs are shared with wrangler, workerd
 * and autocannon, and drift between two separate runs is larger than the difference measured).
 */
export async function measure(baseURL: string, target: Target, options: MeasureOptions): Promise<Measured> {
  const { seconds = 4, requests: amount, connections = 1, pairedStatic } = options;
  const samples: number[] = [];
  const staticSamples: number[] = [];
  let hits = 0;
  let misses = 0;
  let unexpectedStatus = 0;
  const expected = (status: number, want?: number) =>
    want === undefined ? status >= 200 && status < 300 : status === want;
  // Which request the next 'response' event answers: autocannon calls a request's onResponse just
  // before it emits 'response' for it (counting responses per connection would pair them wrongly
  // after a timeout or reconnect, which skips the request in flight).
  let answered: 'static' | 'before' | 'target' = 'target';
  // The cookies the last `before` request set, for the target request that follows it. One
  // connection's cycle is sequential, so with several connections they could cross: `before` is
  // meant for the unloaded (one connection) pass.
  let beforeCookies = '';
  const request: autocannon.Request = {
    method: 'GET',
    path: typeof target.path === 'string' ? target.path : '/',
    ...(target.headers ? { headers: target.headers } : {}),
    onResponse: (status, _body, _context, headers) => {
      answered = 'target';
      if (!expected(status, target.expectStatus)) unexpectedStatus++;
      const cache = headerValues(headers, 'x-cache')[0];
      if (cache === 'hit') hits++;
      else if (cache === 'miss') misses++;
    },
  };
  const generate = target.path;
  if (typeof generate === 'function' || target.before) {
    request.setupRequest = (req) => {
      const next = { ...req, path: typeof generate === 'function' ? generate() : generate };
      if (target.before) next.headers = { ...target.headers, cookie: beforeCookies };
      return next;
    };
  }
  const staticRequest: autocannon.Request = {
    method: 'GET',
    path: pairedStatic ?? '/',
    onResponse: (status) => {
      answered = 'static';
      if (!expected(status)) unexpectedStatus++;
    },
  };
  const before = target.before;
  const beforeRequest: autocannon.Request | undefined = before && {
    method: before.method,
    path: before.path,
    ...(before.headers ? { headers: before.headers } : {}),
    ...(before.body ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: before.body?.() }) } : {}),
    onResponse: (status, _body, _context, headers) => {
      answered = 'before';
      if (!expected(status)) unexpectedStatus++;
      beforeCookies = headerValues(headers, 'set-cookie')
        .map((line) => line.split(';')[0] ?? '')
        .join('; ');
    },
  };
  // The untimed request goes first, so the static one between it and the target lets its
  // after-response work settle and the pair still sees the same moment.
  const cycle = [...(beforeRequest ? [beforeRequest] : []), ...(pairedStatic ? [staticRequest] : []), request];
  const result = await runAutocannon(
    {
      url: baseURL,
      connections,
      ...(amount ? { amount: amount * cycle.length } : { duration: seconds }),
      requests: cycle,
    },
    (ms) => {
      if (answered === 'static') staticSamples.push(ms);
      else if (answered === 'target') samples.push(ms);
    },
  );
  samples.sort((a, b) => a - b);
  staticSamples.sort((a, b) => a - b);
  return {
    name: target.name,
    requests: samples.length,
    rps: samples.length / result.duration,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    errors: result.errors, // connection errors, timeouts included
    unexpectedStatus,
    hits,
    misses,
    ...(pairedStatic
      ? { pairedStaticP50: percentile(staticSamples, 50), pairedStaticP99: percentile(staticSamples, 99) }
      : {}),
    samples,
    staticSamples,
  };
}

// ---------------------------------------------------------------------------------------------
// Output and set-up helpers

export const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** A plain-text table: first column left-aligned, the others right-aligned. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** A Markdown table (what the READMEs paste): first column left-aligned, the others right-aligned. */
export function markdownTable(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map((_, i) => (i === 0 ? '---' : '---:'))), ...rows.map(line)].join('\n');
}

export function ensureBuilt(): void {
  if (existsSync(join(repoRoot, 'web/dist/index.html'))) return;
  console.log('web/dist is missing: running `vite build --config web/vite.config.ts` …');
  execFileSync(
    process.execPath,
    [join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ...quietWranglerEnv },
    },
  );
}

/** The static baseline: the first built JS asset (served by the assets layer; the worker does not run). */
export function firstAssetJs(): string {
  const file = readdirSync(join(repoRoot, 'web/dist/assets'))
    .filter((f) => f.endsWith('.js'))
    .sort()[0];
  if (!file) throw new Error('no .js file in web/dist/assets');
  return `/assets/${file}`;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
