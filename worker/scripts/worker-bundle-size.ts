/**
 * The worker bundle's budget (`npm run size`, after the web budgets): the worker bundled exactly as
 * `wrangler deploy` bundles it (`--dry-run --outdir`, no network), its JavaScript gzip-compressed
 * (level 9) at most WORKER_JS_BUDGET. Every byte of it is parsed, and its top level run, by each
 * fresh isolate before the first request (`npm run bench:startup` measures that time). The image
 * decoders' WebAssembly modules (photo uploads) are reported beside it, not budgeted.
 *
 *   node worker/scripts/worker-bundle-size.ts
 *
 * Exits with status 1 over budget, naming it.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, wrangler } from './wrangler-cli.ts';

/** Just above the bundle of 2026-11-25 (457.0 kB gzip); as the bundle shrinks, this follows it down. */
export const WORKER_JS_BUDGET = 465_000;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function main() {
  const outdir = join(repoRoot, '.wrangler/worker-bundle');
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  wrangler('deploy', '--dry-run', '--outdir', outdir);
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
  const verdict = jsGzip <= WORKER_JS_BUDGET ? 'within' : 'OVER';
  console.log(`Worker JS: ${kB(jsGzip)} gzip, ${verdict} the budget WORKER_JS_BUDGET of ${kB(WORKER_JS_BUDGET)}`);
  if (jsGzip > WORKER_JS_BUDGET) {
    console.error(
      `The worker's JavaScript is over its budget WORKER_JS_BUDGET (${kB(WORKER_JS_BUDGET)} gzip, worker/scripts/worker-bundle-size.ts): keep web-only libraries and unused code out of the worker.`,
    );
    process.exitCode = 1;
  }
}

main();
