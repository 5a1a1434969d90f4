/**
 * The worker bundle's budgets (`npm run size`, after the web budgets): the worker bundled exactly as
 * `wrangler deploy` bundles it (`--dry-run --outdir`, no network), with esbuild's metafile.
 * - Its JavaScript, gzip-compressed (level 9), is at most WORKER_JS_BUDGET: what is uploaded and
 *   parsed by each fresh isolate (parsing without running is cheap: about 2 ms for all of it).
 * - What a fresh isolate runs, the modules the entry reaches by static imports (the API's shared
 *   middleware, without drizzle: everything else is a dynamic import, run on first use), is at
 *   most EAGER_JS_BUDGET bytes of the (minified) output. This is what start-up time follows
 *   (`npm run bench:startup`).
 * - None of BROWSER_ONLY_PACKAGES is in it (wrangler.toml [alias] swaps them out).
 * The image decoders' WebAssembly modules (photo uploads) are reported beside it, not budgeted.
 *
 *   node worker/scripts/worker-bundle-size.ts
 *
 * Exits with status 1 over a budget, naming it.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, wrangler } from '#worker/scripts/wrangler-cli';

/**
 * Just above the bundle (320.4 kB gzip: 285.5 with the request ids, the logger and the binding-fault
 * handling, plus 16.0 for the enquiries of issue #41: their API, figures, emails, live channel, and
 * the profile's composer and "Usually replies within N hours", which the first-screen render
 * carries; plus 18.9 for the bookings of issue #42: the slot engine, availability, requests and
 * decisions, their emails and calendar files to both sides, the lifecycle job, the session lists'
 * keyset pages, the dashboard's lists (the web app's modules reach the bundle too), and the
 * profile's "Request a session", which the first-screen render carries): a feature that adds code
 * raises it by what it adds, saying so; as the bundle shrinks, it follows it down. An accidental
 * library (tens of kB) still fails it.
 */
export const WORKER_JS_BUDGET = 320_500;
/**
 * Just above what the entry runs (40.7 kB minified; the cron jobs load on the first trigger): hono, the
 * API's middleware, the logger, the live channel's Durable Object class, which must be exported
 * from the entry (a shell that loads its work on first use), and the table of lazy route groups
 * (0.36 kB more with the bookings' groups of issue #42).
 */
export const EAGER_JS_BUDGET = 40_800;
/** Only the browser runs these (web/server/browser-only.ts): the worker's bundle has none of them. */
export const BROWSER_ONLY_PACKAGES = [
  'sonner',
  'dompurify',
  'embla-carousel',
  'embla-carousel-react',
  'embla-carousel-autoplay',
];

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

interface Metafile {
  inputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, { bytesInOutput: number }> }>;
}

/** The inputs a fresh isolate evaluates: the entry and what it reaches through static imports. */
export function eagerInputs(metafile: Metafile, entry: string): Set<string> {
  const reached = new Set([entry]);
  const queue = [entry];
  for (let input = queue.shift(); input !== undefined; input = queue.shift()) {
    for (const imported of metafile.inputs[input]?.imports ?? []) {
      if (imported.kind === 'dynamic-import' || imported.external || reached.has(imported.path)) continue;
      reached.add(imported.path);
      queue.push(imported.path);
    }
  }
  return reached;
}

/** The npm package an input comes from, or undefined for the project's own files. */
export function packageOf(input: string): string | undefined {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
}

function main() {
  const outdir = join(repoRoot, '.wrangler/worker-bundle');
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const metafilePath = join(outdir, 'metafile.json');
  wrangler('deploy', '--dry-run', '--outdir', outdir, '--metafile', metafilePath);
  const metafile = JSON.parse(readFileSync(metafilePath, 'utf8')) as Metafile;
  const files = readdirSync(outdir).filter((name) => name.endsWith('.js') || name.endsWith('.wasm'));
  let jsGzip = 0;
  console.log('Worker bundle (wrangler deploy --dry-run)');
  for (const name of files) {
    const bytes = readFileSync(join(outdir, name));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    if (name.endsWith('.js')) jsGzip += gzip;
    console.log(`${name.padEnd(64)} ${kB(bytes.length).padStart(10)}  gzip ${kB(gzip).padStart(9)}`);
  }
  if (jsGzip === 0) throw new Error(`no JavaScript in ${outdir}`);
  const output = Object.values(metafile.outputs).find((candidate) => candidate.entryPoint);
  if (!output?.entryPoint) throw new Error(`no entry point in ${metafilePath}`);
  const eager = eagerInputs(metafile, output.entryPoint);
  const eagerBytes = Object.entries(output.inputs)
    .filter(([input]) => eager.has(input))
    .reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
  const browserOnly = [
    ...new Set(
      Object.keys(output.inputs)
        .map(packageOf)
        .filter((name) => name && BROWSER_ONLY_PACKAGES.includes(name)),
    ),
  ];

  const failures: string[] = [];
  const report = (label: string, within: boolean, failure: string) => {
    console.log(`${label}${within ? '' : ' (OVER)'}`);
    if (!within) failures.push(failure);
  };
  report(
    `Worker JS: ${kB(jsGzip)} gzip; budget WORKER_JS_BUDGET ${kB(WORKER_JS_BUDGET)}`,
    jsGzip <= WORKER_JS_BUDGET,
    `The worker's JavaScript is over its budget WORKER_JS_BUDGET (${kB(WORKER_JS_BUDGET)} gzip, worker/scripts/worker-bundle-size.ts): keep web-only libraries and unused code out of the worker.`,
  );
  report(
    `Run at start-up: ${kB(eagerBytes)} of it (${eager.size} modules); budget EAGER_JS_BUDGET ${kB(EAGER_JS_BUDGET)}`,
    eagerBytes <= EAGER_JS_BUDGET,
    `What a fresh isolate runs is over its budget EAGER_JS_BUDGET (${kB(EAGER_JS_BUDGET)}, worker/scripts/worker-bundle-size.ts): import features with import() where they are first needed (worker/index.ts, worker/app.ts).`,
  );
  report(
    `Browser-only libraries in it: ${browserOnly.length ? browserOnly.join(', ') : 'none'}`,
    browserOnly.length === 0,
    `The worker's bundle has browser-only libraries (${browserOnly.join(', ')}): alias them to web/server/browser-only.ts in wrangler.toml [alias] (BROWSER_ONLY_PACKAGES, worker/scripts/worker-bundle-size.ts).`,
  );
  for (const failure of failures) console.error(failure);
  if (failures.length) process.exitCode = 1;
}

if (import.meta.main) main();
