/**
 * Lighthouse audit of the public pages, the way a new visitor on a phone meets them:
 *
 *   npm run audit:web                 (builds web/dist, starts the app, audits, stops it)
 *   npm run audit:web -- /faq /about  (only these paths)
 *
 * Starts the real app as the e2e tests do (worker/scripts/local-server.ts: migrated and seeded
 * local D1, `wrangler dev` on a free port), then runs Lighthouse with its default mobile settings
 * (Moto G Power viewport, simulated slow 4G and 4x CPU throttling) in Debian's Chromium through
 * chrome-launcher, one cold-cache run per page, and prints a Markdown table of the four category
 * scores and LCP/TBT/CLS. Not part of `npm test`: scores depend on the machine's load.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, ensureChromium } from '#worker/scripts/chromium';
import { type LocalServer, queryLocalD1, startLocalServer } from '#worker/scripts/local-server';
import { repoRoot } from '#worker/scripts/wrangler-cli';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOAL = 95;

interface PageResult {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Titles of the failed audits that cost points outside performance (what to fix next). */
  failed: string[];
  lighthouseVersion: string;
}

/** The public routes of the issue, with seeded examples for the parameterised ones. */
function publicPaths(server: LocalServer): string[] {
  const one = (sql: string) => queryLocalD1<{ slug: string }>(server.persistTo, sql)[0]?.slug;
  const trainer = one("SELECT slug FROM trainers WHERE status = 'approved' ORDER BY review_count DESC, id LIMIT 1");
  const post = one('SELECT slug FROM blog_posts WHERE is_published = 1 ORDER BY published_at DESC LIMIT 1');
  if (!trainer || !post) throw new Error('the seed has no approved trainer or published post');
  return [
    '/',
    '/trainers',
    '/category/health_wellness',
    `/trainer/${trainer}`,
    '/blog',
    `/blog/${post}`,
    '/faq',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
  ];
}

async function audit(baseURL: string, path: string, port: number): Promise<PageResult> {
  const result = await lighthouse(`${baseURL}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  // AUDIT_SAVE_DIR=/tmp/lhr keeps each page's full report (open in the Lighthouse viewer) for digging.
  const saveDir = process.env.AUDIT_SAVE_DIR;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    writeFileSync(`${saveDir}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`, JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const failed = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${lhr.audits[ref.id]?.title ?? ref.id}`),
  );
  return {
    path,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failed,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

function table(results: PageResult[]): string {
  const cell = (value: number | null) => (value === null ? 'n/a' : value < GOAL ? `**${value}**` : String(value));
  const ms = (value: number | null) => (value === null ? 'n/a' : `${(value / 1000).toFixed(2)} s`);
  const lines = [
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
    '| ---- | ----------: | ------------: | -------------: | --: | --: | --: | --: |',
    ...results.map(
      (r) =>
        `| \`${r.path}\` | ${cell(r.scores.performance)} | ${cell(r.scores.accessibility)} | ${cell(r.scores['best-practices'])} | ${cell(r.scores.seo)} | ${ms(r.lcpMs)} | ${r.tbtMs === null ? 'n/a' : `${Math.round(r.tbtMs)} ms`} | ${r.cls === null ? 'n/a' : r.cls.toFixed(3)} |`,
    ),
  ];
  return lines.join('\n');
}

async function main() {
  const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  console.log('Building web/dist…');
  execFileSync(
    process.execPath,
    [`${repoRoot}/node_modules/vite/bin/vite.js`, 'build', '--config', 'web/vite.config.ts'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  ensureChromium();
  console.log('Starting the app (seeded local D1, wrangler dev)…');
  const server = await startLocalServer();
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  const results: PageResult[] = [];
  try {
    const paths = only.length > 0 ? only : publicPaths(server);
    for (const path of paths) {
      process.stdout.write(`Lighthouse ${path}… `);
      const result = await audit(server.baseURL, path, chrome.port);
      results.push(result);
      console.log(CATEGORIES.map((id) => result.scores[id]).join(' / '));
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.log(
    `\nLighthouse ${results[0]?.lighthouseVersion ?? ''}, mobile, simulated throttling (scores below ${GOAL} in bold)\n`,
  );
  console.log(table(results));
  const failed = [...new Set(results.flatMap((r) => r.failed.map((audit) => `${audit} (${r.path})`)))];
  if (failed.length > 0) console.log(`\nFailed audits outside performance:\n- ${failed.join('\n- ')}`);
}

await main();
