/**
 * `npm run bench:startup`: how long a fresh isolate of the app's worker takes to start, against a
 * hello-world Hono worker (startup-baseline/), side by side in one run. Each worker is bundled once
 * the way `wrangler deploy` bundles it, then profiled by `wrangler check startup` (workerd on this
 * machine) alternately, `--runs` times each. A run's figure is its profile's active time
 * (startupTimes). Single runs vary by tens of milliseconds on this machine: read the medians.
 *
 *   node worker/scripts/bench-startup.ts [--runs 7]
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, wrangler } from './wrangler-cli.ts';

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * A start-up profile's active time as Chrome DevTools sums it: the profile's span less its idle
 * samples, each sample lasting until the next one (the last until the profile's end). It includes
 * what no sample names (parsing and compiling the script between samples) and garbage collection.
 */
export function startupTimes(profile: CpuProfile): { activeMs: number; gcMs: number } {
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  const times: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) {
    time += delta;
    times.push(time);
  }
  let idleUs = 0;
  let gcUs = 0;
  profile.samples.forEach((id, i) => {
    const duration = (times[i + 1] ?? profile.endTime) - (times[i] ?? profile.endTime);
    const name = names.get(id);
    if (name === '(idle)') idleUs += duration;
    if (name === '(garbage collector)') gcUs += duration;
  });
  return { activeMs: (profile.endTime - profile.startTime - idleUs) / 1000, gcMs: gcUs / 1000 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
  const runs = Number(values.runs);
  const dir = join(repoRoot, '.wrangler/bench-startup');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const workers = [
    { name: 'app', config: join(repoRoot, 'wrangler.toml') },
    { name: 'hello-world Hono', config: join(repoRoot, 'worker/scripts/startup-baseline/wrangler.toml') },
  ].map((worker, w) => {
    const bundle = join(dir, `worker-${w}.bundle`);
    wrangler('deploy', '--dry-run', '--config', worker.config, '--outfile', bundle);
    return { ...worker, bundle, active: [] as number[], gc: [] as number[] };
  });
  for (let run = 0; run < runs; run++) {
    for (const [w, worker] of workers.entries()) {
      const outfile = join(dir, `run-${run}-${w}.cpuprofile`);
      wrangler('check', 'startup', '--worker', worker.bundle, '--outfile', outfile);
      const { activeMs, gcMs } = startupTimes(JSON.parse(readFileSync(outfile, 'utf8')) as CpuProfile);
      worker.active.push(activeMs);
      worker.gc.push(gcMs);
      console.log(`run ${run + 1}/${runs} ${worker.name}: active ${activeMs.toFixed(1)} ms (gc ${gcMs.toFixed(1)})`);
    }
  }
  const [app, baseline] = workers;
  if (!app || !baseline) return;
  console.log(`\nStart-up active time, median of ${runs} alternating runs (wrangler check startup):`);
  for (const worker of workers) {
    const range = `${Math.min(...worker.active).toFixed(1)}–${Math.max(...worker.active).toFixed(1)}`;
    console.log(
      `  ${worker.name.padEnd(18)} ${median(worker.active).toFixed(1)} ms (runs ${range}, gc median ${median(worker.gc).toFixed(1)})`,
    );
  }
  console.log(`  ratio              ${(median(app.active) / median(baseline.active)).toFixed(2)}x`);
  console.log(`Profiles: ${dir} (open in Chrome DevTools, Performance).`);
}

if (import.meta.main) main();
