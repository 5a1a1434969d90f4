import * as z from 'zod';
import { userText } from '#shared/text';

/** Platform settings (SPEC 3 platform_settings, 4 Settings, 9 announcement types). */
export const ANNOUNCEMENT_TYPES = ['info', 'warning', 'success'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const SETTINGS_MESSAGES = {
  messageRequired: 'Please enter a message',
  maintenanceWrite: 'The site is under maintenance. Please try again later.',
} as const;

/** A setting switched on must say something; a switched-off one may keep its last message. */
const enabledNeedsMessage = (value: { enabled: boolean; message: string }) =>
  !value.enabled || value.message.length > 0;

export const maintenanceSettingSchema = z
  .object({
    enabled: z.boolean({ error: 'Enabled must be true or false' }),
    message: userText({ label: 'Message', max: 500, multiline: true }),
  })
  .refine(enabledNeedsMessage, { message: SETTINGS_MESSAGES.messageRequired, path: ['message'] });
export type MaintenanceSetting = z.output<typeof maintenanceSettingSchema>;

export const announcementSettingSchema = z
  .object({
    enabled: z.boolean({ error: 'Enabled must be true or false' }),
    message: userText({ label: 'Message', max: 280 }),
    type: z.enum(ANNOUNCEMENT_TYPES, { error: 'Type must be info, warning or success' }),
  })
  .refine(enabledNeedsMessage, { message: SETTINGS_MESSAGES.messageRequired, path: ['message'] });
export type AnnouncementSetting = z.output<typeof announcementSettingSchema>;

export const SETTING_KEYS = ['maintenance_mode', 'announcement'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export interface PlatformSettings {
  maintenance_mode: MaintenanceSetting;
  announcement: AnnouncementSetting;
}

export interface AdminSettingsResponse {
  settings: PlatformSettings;
  updated_at: Record<SettingKey, string | null>;
}

/** What every visitor's page needs: cheap, cached, and safe to show to anyone. */
export type PublicSettingsResponse = PlatformSettings;
