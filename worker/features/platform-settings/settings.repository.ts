import {
  type AdminSettingsResponse,
  type PlatformSettings,
  SETTING_KEYS,
  type SettingKey,
} from '../../shared/api/settings';
import { DEFAULT_SETTINGS } from '../../shared/api/settings-defaults';
import { auditStatement } from '../audit/audit-entry';
import type { Actor } from '../auth/users.repository';

/** All settings with their last change time; a key never saved reads as its default (off). */
export async function readSettings(db: D1Database): Promise<AdminSettingsResponse> {
  const { results } = await db
    .prepare('SELECT key, value, updated_at FROM platform_settings')
    .all<{ key: string; value: string; updated_at: string }>();
  const settings: PlatformSettings = structuredClone(DEFAULT_SETTINGS);
  const updatedAt: AdminSettingsResponse['updated_at'] = { maintenance_mode: null, announcement: null };
  for (const row of results) {
    if (!(SETTING_KEYS as readonly string[]).includes(row.key)) continue;
    const key = row.key as SettingKey;
    try {
      Object.assign(settings[key], JSON.parse(row.value));
    } catch {
      console.warn('Unreadable platform setting, using the default', key);
    }
    updatedAt[key] = row.updated_at;
  }
  return { settings, updated_at: updatedAt };
}

/** Saves one setting; the audit entry and the change commit together. */
export async function saveSetting<K extends SettingKey>(
  db: D1Database,
  actor: Actor,
  key: K,
  value: PlatformSettings[K],
): Promise<void> {
  const before = (await readSettings(db)).settings[key];
  await db.batch([
    db
      .prepare(
        `INSERT INTO platform_settings (key, value, updated_by, updated_at)
         VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by,
           updated_at = excluded.updated_at`,
      )
      .bind(key, JSON.stringify(value), actor.id),
    auditStatement(db, actor, { action: `setting.${key}`, targetType: 'setting', targetId: key, before, after: value }),
  ]);
}
