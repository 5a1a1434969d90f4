/**
 * `npm run bench:startup`: how long a fresh isolate of the app's worker takes to start, against a
 * hello-world Hono worker (startup-baseline/), side by side in one run. Each worker is bundled once
 * the way `wrangler deploy` bundles it; then, alternately, `--runs` times each:
 *
 * - **Active**: `wrangler check startup` profiles the import of the worker's main module in workerd
 *   and this is its "Active" figure, summed as wrangler sums it (wranglerActive).
 * - **Wall clock**: the same import without a profiler: a new Miniflare instance whose only module
 *   imports the worker's main module on its first request; that request's time less the fastest of
 *   three later ones (the HTTP round trip both pay).
 *
 * The profile's span less idle (DevTools' total) is printed too. It is larger for a larger script
 * even when little of it runs: it counts the wait before the first sample as active, and under the
 * profiler V8 logs every function it compiles. A script that is parsed but never run costs its
 * wall clock about 2 ms (measured 2026-11-27), so the two figures above are the start-up's.
 *
 * Single runs vary by tens of milliseconds on this machine: read the medians.
 *
 *   node worker/scripts/bench-startup.ts [--runs 9]
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { repoRoot, wrangler } from '#worker/scripts/wrangler-cli';

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * A start-up profile's "Active" time as `wrangler check startup` prints it (summarizeStartupProfile
 * in wrangler): the time up to the last sample less the idle samples, each sample counting the
 * time since the one before it.
 */
export function wranglerActive(profile: CpuProfile): { activeMs: number; gcMs: number } {
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  let sampledUs = 0;
  let idleUs = 0;
  let gcUs = 0;
  profile.timeDeltas.forEach((delta, i) => {
    sampledUs += delta;
    const name = names.get(profile.samples[i] ?? -1);
    if (name === '(idle)') idleUs += delta;
    if (name === '(garbage collector)') gcUs += delta;
  });
  return { activeMs: (sampledUs - idleUs) / 1000, gcMs: gcUs / 1000 };
}

/**
 * The profile's span less its idle samples, each sample lasting until the next one (the last until
 * the profile's end), as Chrome DevTools sums it: the time before the first sample counts as active.
 */
export function profileSpanActive(profile: CpuProfile): number {
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  const times: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) {
    time += delta;
    times.push(time);
  }
  let idleUs = 0;
  profile.samples.forEach((id, i) => {
    if (names.get(id) === '(idle)') idleUs += (times[i + 1] ?? profile.endTime) - (times[i] ?? profile.endTime);
  });
  return (profile.endTime - profile.startTime - idleUs) / 1000;
}

interface BundledModule {
  type: 'ESModule' | 'CompiledWasm';
  path: string;
  contents: string | Uint8Array;
}

/** The modules of a `wrangler deploy --dry-run --outfile` bundle (a multipart form), source maps left out. */
async function modulesOf(bundlePath: string): Promise<{ main: string; modules: BundledModule[] }> {
  const bytes = readFileSync(bundlePath);
  const boundary = bytes.subarray(2, bytes.indexOf(10)).toString().trim();
  const form = await new Response(bytes, {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }).formData();
  const metadata = JSON.parse(String(form.get('metadata'))) as { main_module: string };
  const modules: BundledModule[] = [];
  for (const [name, part] of form) {
    if (!(part instanceof Blob)) continue;
    const path = `/${name.replace(/^\.\//, '')}`;
    if (part.type === 'application/javascript+module') {
      modules.push({ type: 'ESModule', path, contents: await part.text() });
    } else if (part.type === 'application/wasm') {
      modules.push({ type: 'CompiledWasm', path, contents: new Uint8Array(await part.arrayBuffer()) });
    }
  }
  return { main: metadata.main_module, modules };
}

/** One fresh isolate's import of the worker's main module, in milliseconds of wall clock. */
async function wallClockStart(bundle: { main: string; modules: BundledModule[] }): Promise<number> {
  const entry = `export default { async fetch() { await import(${JSON.stringify(`./${bundle.main}`)}); return new Response('ok'); } }`;
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      name: 'startup',
      compatibilityDate: '2026-11-01',
      compatibilityFlags: ['nodejs_compat'],
      modulesRoot: '/',
      modules: [{ type: 'ESModule', path: `/${crypto.randomUUID()}.js`, contents: entry }, ...bundle.modules],
    }),
  );
  try {
    await mf.ready;
    const timed = async () => {
      const started = performance.now();
      await (await mf.dispatchFetch('http://startup.test/')).text();
      return performance.now() - started;
    };
    const first = await timed();
    const later = [await timed(), await timed(), await timed()];
    return first - Math.min(...later);
  } finally {
    await mf.dispose();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const MEASURES = [
  ['active', 'Active (wrangler check startup)'],
  ['wall', 'Wall clock, no profiler'],
  ['span', 'Profile span less idle (DevTools)'],
] as const;

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' } } });
  const runs = Number(values.runs);
  const dir = join(repoRoot, '.wrangler/bench-startup');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const workers = await Promise.all(
    [
      { name: 'app', config: join(repoRoot, 'wrangler.toml') },
      { name: 'hello-world Hono', config: join(repoRoot, 'worker/scripts/startup-baseline/wrangler.toml') },
    ].map(async (worker, w) => {
      const bundle = join(dir, `worker-${w}.bundle`);
      wrangler('deploy', '--dry-run', '--config', worker.config, '--outfile', bundle);
      const samples = { active: [] as number[], wall: [] as number[], span: [] as number[], gc: [] as number[] };
      return { ...worker, bundle, modules: await modulesOf(bundle), ...samples };
    }),
  );

  for (let run = 0; run < runs; run++) {
    for (const [w, worker] of workers.entries()) {
      const outfile = join(dir, `run-${run}-${w}.cpuprofile`);
      wrangler('check', 'startup', '--worker', worker.bundle, '--outfile', outfile);
      const profile = JSON.parse(readFileSync(outfile, 'utf8')) as CpuProfile;
      const { activeMs, gcMs } = wranglerActive(profile);
      const wallMs = await wallClockStart(worker.modules);
      worker.active.push(activeMs);
      worker.gc.push(gcMs);
      worker.span.push(profileSpanActive(profile));
      worker.wall.push(wallMs);
      console.log(
        `run ${run + 1}/${runs} ${worker.name}: active ${activeMs.toFixed(1)} ms (gc ${gcMs.toFixed(1)}), wall ${wallMs.toFixed(1)} ms`,
      );
    }
  }

  const [app, baseline] = workers;
  if (!app || !baseline) return;
  console.log(`\nA fresh isolate's start-up, medians of ${runs} alternating runs:`);
  for (const [key, title] of MEASURES) {
    console.log(`  ${title}`);
    for (const worker of workers) {
      const range = `${Math.min(...worker[key]).toFixed(1)}–${Math.max(...worker[key]).toFixed(1)}`;
      console.log(`    ${worker.name.padEnd(18)} ${median(worker[key]).toFixed(1)} ms (runs ${range})`);
    }
    console.log(`    ratio              ${(median(app[key]) / median(baseline[key])).toFixed(2)}x`);
  }
  console.log(`  garbage collection in the app's profiles: median ${median(app.gc).toFixed(1)} ms`);
  console.log(`Profiles: ${dir} (open in Chrome DevTools, Performance).`);
}

if (import.meta.main) await main();
