import { sql } from 'drizzle-orm';
import { type AdminSettingsResponse, type PlatformSettings, SETTING_KEYS, type SettingKey } from '#shared/api/settings';
import { DEFAULT_SETTINGS } from '#shared/api/settings-defaults';
import type { Actor } from '#worker/actor';
import type { Database } from '#worker/db/client';
import { nowIso, platformSettings } from '#worker/db/schema';
import { auditEntry } from '#worker/platform/audit/audit-entry.repository';
import { log } from '#worker/platform/log/logger';

/** All settings with their last change time; a key never saved reads as its default (off). */
export async function readSettings(db: Database): Promise<AdminSettingsResponse> {
  // A batch of one: the public settings cache reads its version in the same round trip.
  const [rows] = await db.batch([
    db
      .select({
        key: platformSettings.key,
        // The stored JSON text, parsed below: an unreadable value falls back to the default instead of failing the read.
        value: sql<string>`${platformSettings.value}`,
        updated_at: platformSettings.updatedAt,
      })
      .from(platformSettings),
  ]);
  const settings: PlatformSettings = structuredClone(DEFAULT_SETTINGS);
  const updatedAt: AdminSettingsResponse['updated_at'] = { maintenance_mode: null, announcement: null };
  for (const row of rows) {
    if (!(SETTING_KEYS as readonly string[]).includes(row.key)) continue;
    const key = row.key as SettingKey;
    try {
      Object.assign(settings[key], JSON.parse(row.value));
    } catch {
      log.warn('Unreadable platform setting, using the default', { setting: key });
    }
    updatedAt[key] = row.updated_at;
  }
  return { settings, updated_at: updatedAt };
}

/** Saves one setting; the audit entry and the change commit together. */
export async function saveSetting<K extends SettingKey>(
  db: Database,
  actor: Actor,
  key: K,
  value: PlatformSettings[K],
): Promise<void> {
  const before = (await readSettings(db)).settings[key];
  const saved = { value, updatedBy: actor.id, updatedAt: nowIso };
  // The setting and its audit entry commit together.
  await db.batch([
    db
      .insert(platformSettings)
      .values({ key, ...saved })
      .onConflictDoUpdate({ target: platformSettings.key, set: saved }),
    auditEntry(db, actor, {
      action: `setting.${key}`,
      targetType: 'setting',
      targetId: key,
      before,
      after: value,
    }),
  ]);
}
