/**
 * JavaScript budgets of the built web app (run after `npm run build`):
 *
 *   node worker/scripts/initial-js.ts
 *
 * - initial JS: the entry script that web/dist/index.html loads plus every chunk it
 *   modulepreloads, gzip level 9, at most INITIAL_BUDGET (what every first visit downloads before
 *   any route chunk);
 * - every other chunk (lazy pages and the shared chunks they import), at most CHUNK_BUDGET each;
 * - per lazy page, the JS it adds on top of the initial JS (its static import closure), reported
 *   so a page that drags a heavy library onto its first paint shows up.
 *
 * Exits with status 1 when a budget is exceeded, so CI and reviewers see it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '#worker/scripts/wrangler-cli';

export const INITIAL_BUDGET = 120_000;
export const CHUNK_BUDGET = 50_000;

const dist = join(repoRoot, 'web/dist');
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/assets\/([^"]+\.js)"/g)].flatMap((m) =>
  m[1] ? [m[1]] : [],
);
if (initial.length === 0) throw new Error('no scripts in web/dist/index.html: run `npm run build` first');

interface Chunk {
  raw: number;
  gzip: number;
  /** Chunks this one imports statically (loaded with it). */
  imports: string[];
  /** Chunks this one loads with import() (lazy pages, the editor). */
  lazy: string[];
}

// Rolldown writes sibling imports as `from"./name-hash.js"`, `import"./name-hash.js"` and
// import(`./name-hash.js`) (either quote); nothing else in a minified chunk has that shape.
const chunks = new Map<string, Chunk>();
for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
  const code = readFileSync(join(assets, file));
  const text = code.toString('utf8');
  const names = (pattern: RegExp) => [...new Set([...text.matchAll(pattern)].flatMap((m) => (m[1] ? [m[1]] : [])))];
  chunks.set(file, {
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    imports: names(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g),
    lazy: names(/\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g),
  });
}

function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2).padStart(8)} kB`;
const row = (name: string, raw: number, gzip: number, note = '') =>
  console.log(`${name.padEnd(44)} ${kB(raw)}  gzip ${kB(gzip)}${note}`);
const failures: string[] = [];

console.log('Initial JS (index.html entry + modulepreloads)');
const initialSet = closure(initial);
let initialRaw = 0;
let initialGzip = 0;
for (const file of initialSet) {
  const chunk = chunks.get(file);
  if (!chunk) throw new Error(`index.html names assets/${file}, which is not in web/dist/assets`);
  initialRaw += chunk.raw;
  initialGzip += chunk.gzip;
  row(file, chunk.raw, chunk.gzip);
}
const initialOver = initialGzip > INITIAL_BUDGET;
row('initial JS', initialRaw, initialGzip, `  (budget ${kB(INITIAL_BUDGET).trim()})${initialOver ? '  OVER' : ''}`);
if (initialOver) failures.push(`initial JS is ${kB(initialGzip).trim()} gzip, budget ${kB(INITIAL_BUDGET).trim()}`);

console.log('\nLazy chunks: own size, and the JS a visit adds on top of the initial JS (static imports)');
const lazyTargets = [...new Set([...chunks.values()].flatMap((chunk) => chunk.lazy))]
  .filter((file) => !initialSet.has(file))
  .sort();
for (const file of lazyTargets) {
  const chunk = chunks.get(file);
  if (!chunk) continue;
  const added = [...closure([file])].filter((dep) => !initialSet.has(dep));
  const addedGzip = added.reduce((sum, dep) => sum + (chunks.get(dep)?.gzip ?? 0), 0);
  row(file, chunk.raw, chunk.gzip, `  with imports ${kB(addedGzip)} in ${added.length} chunks`);
}

console.log(`\nChunks over ${kB(CHUNK_BUDGET).trim()} gzip (budget for any chunk outside the initial JS)`);
for (const [file, chunk] of [...chunks].sort((a, b) => b[1].gzip - a[1].gzip)) {
  if (initialSet.has(file) || chunk.gzip <= CHUNK_BUDGET) continue;
  row(file, chunk.raw, chunk.gzip, '  OVER');
  failures.push(`assets/${file} is ${kB(chunk.gzip).trim()} gzip, budget ${kB(CHUNK_BUDGET).trim()}`);
}
if (failures.length === 0) console.log('none');

// The loader of worker-rendered pages (web/app/boot.ts) runs before the page is painted and holds
// the visitor's clicks until the app is there: it must load nothing else, least of all the app.
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>;
const loaderFile = manifest['app/boot.ts']?.file.replace(/^assets\//, '');
const loader = loaderFile ? chunks.get(loaderFile) : undefined;
console.log('\nPage loader (app/boot.ts)');
if (!loaderFile || !loader) failures.push('the build has no app/boot.ts chunk');
else {
  row(loaderFile, loader.raw, loader.gzip, loader.imports.length > 0 ? `  imports ${loader.imports.join(', ')}` : '');
  if (loader.imports.length > 0) failures.push(`assets/${loaderFile} imports ${loader.imports.join(', ')}`);
}

if (failures.length > 0) {
  console.error(`\nJS budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
}
