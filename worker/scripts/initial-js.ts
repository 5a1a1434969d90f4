/**
 * Measures the JavaScript a first visit downloads before any route chunk: the entry script that
 * web/dist/index.html loads plus every chunk it modulepreloads, raw and gzip-compressed (level 9).
 * Run after `npm run build`:
 *
 *   node worker/scripts/initial-js.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './wrangler-cli.ts';

const dist = join(repoRoot, 'web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
if (scripts.length === 0) throw new Error('no scripts in web/dist/index.html: run `npm run build` first');

let raw = 0;
let gzip = 0;
for (const file of scripts) {
  if (!file) continue;
  const bytes = readFileSync(join(dist, file));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  console.log(
    `${file.padEnd(40)} ${(bytes.length / 1000).toFixed(2).padStart(8)} kB  gzip ${(zipped / 1000).toFixed(2).padStart(7)} kB`,
  );
}
console.log(
  `${'initial JS'.padEnd(40)} ${(raw / 1000).toFixed(2).padStart(8)} kB  gzip ${(gzip / 1000).toFixed(2).padStart(7)} kB`,
);
