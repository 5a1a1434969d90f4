/**
 * TEMPORARY stand-in for `seed-scale.ts` (being written on another branch), with the same two
 * exports, so `bench-scale.ts` can be developed and tried at 1,000 or 10,000 trainers: the normal
 * seed (`local-db.ts setup --approved N`) in `.wrangler/scale/<N>`. Replace the import in
 * bench-scale.ts with './seed-scale.ts' and delete this file when that lands.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { quietWranglerEnv, repoRoot } from './wrangler-cli.ts';

export function scalePersistDir(trainers: number): string {
  return join(repoRoot, '.wrangler/scale', String(trainers));
}

export async function ensureScaleDb(trainers: number): Promise<string> {
  const dir = scalePersistDir(trainers);
  // setup migrates, and seeds only an empty database: a second call leaves the data as it is.
  execFileSync(
    process.execPath,
    [join(repoRoot, 'worker/scripts/local-db.ts'), 'setup', '--persist-to', dir, '--approved', String(trainers - 1)],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...quietWranglerEnv } },
  );
  return dir;
}
