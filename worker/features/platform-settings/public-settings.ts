import type { PublicSettingsResponse } from '#shared/api/settings';
import { type CacheResult, readThrough } from '#worker/platform/cache/read-through';
import { readSettings } from './settings.repository';

/** Through the versioned KV cache: a trigger bumps `settings`, so the next request after a change sees it. */
export function readPublicSettings(
  env: Env,
  ctx: { waitUntil(promise: Promise<unknown>): void },
): Promise<CacheResult<PublicSettingsResponse>> {
  return readThrough(
    env,
    ctx,
    'settings',
    {},
    async (db) => (await readSettings(db)).settings,
    () => true,
    'settings',
  );
}

export async function publicSettings(
  env: Env,
  ctx: { waitUntil(promise: Promise<unknown>): void },
): Promise<PublicSettingsResponse> {
  const result = await readPublicSettings(env, ctx);
  return result.hit ? (JSON.parse(result.json) as PublicSettingsResponse) : result.value;
}
