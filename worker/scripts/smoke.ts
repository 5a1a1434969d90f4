/**
 * The read-only checks a deploy must pass (README, Deploying). GET requests only: nothing is
 * written, so it is safe against production.
 *
 *   npm run smoke -- https://staging.example.com [--origin https://staging.example.com]
 *   npm run smoke -- --env staging        (the environment's APP_ORIGIN from wrangler.toml)
 *
 * --origin: the APP_ORIGIN the deploy should have; the sitemap and the canonical link must use it
 * (implied by --env). --attempts N (default 3) and --wait S (default 10): a failed round is tried
 * again, so a deploy still reaching every location is not taken for a broken one.
 * Prints one PASS/FAIL/SKIP line per check; exits 1 when a check fails.
 */
import { pathToFileURL } from 'node:url';
import { repoRoot } from '#worker/scripts/wrangler-cli';

export type SmokeStatus = 'pass' | 'fail' | 'skip';

export interface SmokeResult {
  name: string;
  status: SmokeStatus;
  detail: string;
}

export interface SmokeOptions {
  /** The APP_ORIGIN links must carry; unchecked when absent (a preview URL serves staging's origin). */
  origin?: string;
  /** Per request. */
  timeoutMs?: number;
}

/** The checks in the order they run; a later one uses what an earlier one found. */
export const SMOKE_CHECKS = ['health', 'listing', 'profile', 'page', 'assets', 'security headers', 'sitemap'] as const;

class CheckFailed extends Error {}

function must(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

interface Fetched {
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

/** HTML text as the page renderer escapes it (a name with & or ' in it). */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The headers every page and API answer must carry (web/public/_headers, worker/lib/security-headers.ts). */
function missingSecurityHeaders(headers: Headers): string[] {
  const missing: string[] = [];
  if (!headers.get('content-security-policy')?.includes("frame-ancestors 'none'"))
    missing.push("content-security-policy with frame-ancestors 'none'");
  if (!/max-age=\d+/.test(headers.get('strict-transport-security') ?? '')) missing.push('strict-transport-security');
  if (headers.get('x-content-type-options') !== 'nosniff') missing.push('x-content-type-options: nosniff');
  if (!headers.get('referrer-policy')) missing.push('referrer-policy');
  return missing;
}

/** Runs every check against `baseURL` once and returns one result per check (never throws). */
export async function runSmokeChecks(baseURL: string, options: SmokeOptions = {}): Promise<SmokeResult[]> {
  const base = baseURL.replace(/\/+$/, '');
  const origin = options.origin?.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function get(path: string): Promise<Fetched> {
    const url = `${base}${path}`;
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    return { url, status: res.status, headers: res.headers, body: await res.text() };
  }
  function json<T>(fetched: Fetched): T {
    must(fetched.status === 200, `GET ${fetched.url}: ${fetched.status}`);
    must(fetched.headers.get('content-type')?.includes('application/json'), `GET ${fetched.url}: not JSON`);
    return JSON.parse(fetched.body) as T;
  }

  let trainer: { slug: string; full_name: string } | undefined;
  let health: Fetched | undefined;
  let page: Fetched | undefined;

  const checks: Record<(typeof SMOKE_CHECKS)[number], () => Promise<string | { skip: string }>> = {
    health: async () => {
      health = await get('/api/health');
      const body = json<{ status?: string; database?: string }>(health);
      must(body.status === 'ok' && body.database === 'ok', `/api/health answered ${health.body}`);
      return 'the worker answers and reaches D1';
    },
    listing: async () => {
      const body = json<{ trainers?: { slug: string; full_name: string }[]; total?: number }>(
        await get('/api/trainers'),
      );
      must(Array.isArray(body.trainers) && typeof body.total === 'number', '/api/trainers: no trainers list');
      trainer = body.trainers[0];
      return `${body.total} trainers listed`;
    },
    profile: async () => {
      if (!trainer) return { skip: 'no trainer is listed (a new database)' };
      const slug = trainer.slug;
      const body = json<{ trainer?: { slug?: string } }>(await get(`/api/trainers/${encodeURIComponent(slug)}`));
      must(body.trainer?.slug === slug, `/api/trainers/${slug}: another trainer or none`);
      return `/api/trainers/${slug}`;
    },
    page: async () => {
      const path = trainer ? `/trainer/${encodeURIComponent(trainer.slug)}` : '/';
      page = await get(path);
      must(page.status === 200, `GET ${path}: ${page.status}`);
      must(page.headers.get('content-type')?.includes('text/html'), `GET ${path}: not HTML`);
      const root = page.body.match(/<div id="root">([\s\S]*)/)?.[1] ?? '';
      must(/<h1[\s>]/.test(root), `GET ${path}: nothing rendered in #root`);
      if (trainer)
        must(root.includes(escapeHtml(trainer.full_name)), `GET ${path}: the trainer's name is not on the page`);
      if (origin) {
        const canonical = page.body.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
        must(
          canonical === `${origin}${path}`,
          `GET ${path}: canonical link ${canonical ?? 'missing'}, not on ${origin}`,
        );
      }
      return trainer ? `${path} rendered with the trainer's name` : `${path} rendered`;
    },
    assets: async () => {
      must(page, 'no page to read the scripts of');
      // The boot script and the app entry it loads (its data-app-entry).
      const scripts = [...page.body.matchAll(/\s(?:src|data-app-entry)="(\/assets\/[^"]+\.js)"/g)].map(
        (m) => m[1] ?? '',
      );
      must(scripts.length > 0, 'the page loads no script from /assets');
      for (const src of scripts) {
        const asset = await get(src);
        must(asset.status === 200, `GET ${src}: ${asset.status}`);
        must(asset.headers.get('content-type')?.includes('javascript'), `GET ${src}: not JavaScript`);
      }
      return `${scripts.join(', ')} served`;
    },
    'security headers': async () => {
      must(page && health, 'no page or API answer to read');
      const missing = [
        ...missingSecurityHeaders(page.headers).map((h) => `page: ${h}`),
        ...missingSecurityHeaders(health.headers).map((h) => `API: ${h}`),
      ];
      must(missing.length === 0, `missing ${missing.join(', ')}`);
      return 'on a page and on the API';
    },
    sitemap: async () => {
      const index = await get('/sitemap.xml');
      must(index.status === 200, `GET /sitemap.xml: ${index.status}`);
      must(index.headers.get('content-type')?.includes('xml'), 'GET /sitemap.xml: not XML');
      const locations = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
      must(locations.length > 0, '/sitemap.xml lists no sitemap');
      if (origin) {
        const elsewhere = locations.filter((loc) => !loc.startsWith(`${origin}/`));
        must(elsewhere.length === 0, `/sitemap.xml points away from ${origin}: ${elsewhere[0]}`);
      }
      const part = locations.find((loc) => /\/sitemaps\/trainers-\d+\.xml$/.test(loc));
      if (!trainer) return `${locations.length} sitemaps listed`;
      must(part, '/sitemap.xml lists no trainers sitemap');
      const trainers = await get(new URL(part).pathname);
      must(trainers.status === 200, `GET ${new URL(part).pathname}: ${trainers.status}`);
      must(
        trainers.body.includes(`/trainer/${trainer.slug}</loc>`),
        `${new URL(part).pathname} does not list /trainer/${trainer.slug}`,
      );
      return `${locations.length} sitemaps listed; the listed trainer is in ${new URL(part).pathname}`;
    },
  };

  const results: SmokeResult[] = [];
  for (const name of SMOKE_CHECKS) {
    try {
      const outcome = await checks[name]();
      results.push(
        typeof outcome === 'string'
          ? { name, status: 'pass', detail: outcome }
          : { name, status: 'skip', detail: outcome.skip },
      );
    } catch (error) {
      const detail = error instanceof CheckFailed ? error.message : `${error instanceof Error ? error.message : error}`;
      results.push({ name, status: 'fail', detail });
    }
  }
  return results;
}

/** An environment's APP_ORIGIN as wrangler reads wrangler.toml (undefined: the local top level). */
export async function appOriginOf(environment: string | undefined): Promise<string> {
  const { unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({ config: `${repoRoot}/wrangler.toml`, env: environment });
  const origin = config.vars.APP_ORIGIN;
  if (typeof origin !== 'string') throw new Error(`wrangler.toml: no APP_ORIGIN for ${environment ?? 'the top level'}`);
  return origin;
}

async function main(args: string[]): Promise<number> {
  const option = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const environment = option('env');
  const positional = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const envOrigin = environment ? await appOriginOf(environment) : undefined;
  const baseURL = positional[0] ?? envOrigin;
  if (!baseURL) {
    console.error('usage: npm run smoke -- <base URL> [--origin URL] | --env <staging|production>');
    return 2;
  }
  const origin = option('origin') ?? envOrigin;
  const attempts = Number(option('attempts') ?? 3);
  const waitSeconds = Number(option('wait') ?? 10);
  for (let attempt = 1; attempt <= attempts; attempt++) {
    console.log(
      `Smoke test of ${baseURL}${origin ? ` (APP_ORIGIN ${origin})` : ''}, attempt ${attempt} of ${attempts}`,
    );
    const results = await runSmokeChecks(baseURL, { origin });
    for (const r of results) console.log(`${r.status.toUpperCase().padEnd(4)} ${r.name}: ${r.detail}`);
    const count = (status: SmokeStatus) => results.filter((r) => r.status === status).length;
    const failed = count('fail');
    console.log(`${count('pass')} passed, ${failed} failed${count('skip') ? `, ${count('skip')} skipped` : ''}`);
    if (failed === 0) return 0;
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
  }
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await main(process.argv.slice(2)));
}
