import { Hono } from 'hono';
import { type AdminSettingsResponse, announcementSettingSchema, maintenanceSettingSchema } from '#shared/api/settings';
import type { AppEnv, AuthedEnv } from '#worker/app-env';
import { cachedJson } from '#worker/lib/cached-json';
import { validate } from '#worker/lib/validate';
import { readPublicSettings } from './public-settings';
import { readSettings, saveSetting } from './settings.repository';

/** GET /api/settings — what every page shows (announcement, maintenance), cached. */
export const publicSettingsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  return cachedJson(c, await readPublicSettings(c.env, c.executionCtx));
});

/** /api/admin/settings — mounted behind requireAdmin. Each toggle or message saves at once. */
export const adminSettingsRoutes = new Hono<AuthedEnv>()
  .get('/', async (c) => c.json<AdminSettingsResponse>(await readSettings(c.get('db'))))
  .put('/maintenance_mode', validate('json', maintenanceSettingSchema), async (c) => {
    await saveSetting(c.get('db'), c.get('actor'), 'maintenance_mode', c.req.valid('json'));
    return c.json<AdminSettingsResponse>(await readSettings(c.get('db')));
  })
  .put('/announcement', validate('json', announcementSettingSchema), async (c) => {
    await saveSetting(c.get('db'), c.get('actor'), 'announcement', c.req.valid('json'));
    return c.json<AdminSettingsResponse>(await readSettings(c.get('db')));
  });
