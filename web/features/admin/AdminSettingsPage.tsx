import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ANNOUNCEMENT_TYPES,
  type AnnouncementSetting,
  announcementSettingSchema,
  type MaintenanceSetting,
  maintenanceSettingSchema,
} from '#shared/api/settings';
import { Field } from '#web/components/form/Field';
import { UnsavedChangesPrompt } from '#web/components/UnsavedChangesPrompt';
import { usePageMeta } from '#web/components/usePageMeta';
import { adminSettingsQuery } from './api/admin-settings';
import { SettingPanel, type SettingSpec } from './SettingPanel';

const MAINTENANCE: SettingSpec<MaintenanceSetting> = {
  title: 'Maintenance Mode',
  tone: 'toggle-warning',
  schema: maintenanceSettingSchema,
  change: (value) => ({ key: 'maintenance_mode', value }),
  intro: (
    <p className="text-sm text-base-content/70">
      While on, visitors and signed-in users see the message below on every page except sign-in, and cannot change
      anything; administrators keep full access.
    </p>
  ),
  fieldsWhileOn: true,
  fields: ({ control }) => <Field control={control} name="message" label="Maintenance message" max={500} rows={3} />,
  saveLabel: 'Save Message',
};

const ANNOUNCEMENT: SettingSpec<AnnouncementSetting> = {
  title: 'Platform Announcement',
  tone: 'toggle-primary',
  schema: announcementSettingSchema,
  change: (value) => ({ key: 'announcement', value }),
  fields: ({ control, register }) => (
    <>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Type</span>
        <select className="select select-bordered" {...register('type')}>
          {ANNOUNCEMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type.charAt(0).toUpperCase() + type.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <Field control={control} name="message" label="Announcement message" max={280} rows={2} />
    </>
  ),
  saveLabel: 'Save Announcement',
};

type Section = 'maintenance' | 'announcement';

/**
 * /admin/settings (SPEC 2, 4): toggles save at once; messages save with their button. A message
 * typed and not saved is kept through a toggle, and leaving the page or closing the tab asks first.
 */
export function AdminSettingsPage() {
  usePageMeta('Platform settings');
  const settings = useQuery(adminSettingsQuery());
  const [dirty, setDirty] = useState<Record<Section, boolean>>({ maintenance: false, announcement: false });
  if (!settings.data) {
    return settings.isPending ? (
      <div className="skeleton h-48 w-full" role="status" aria-label="Loading settings" />
    ) : null;
  }
  const { maintenance_mode: maintenance, announcement } = settings.data.settings;
  const onDirty = (section: Section) => (value: boolean) => setDirty((all) => ({ ...all, [section]: value }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SettingPanel setting={MAINTENANCE} saved={maintenance} onDirty={onDirty('maintenance')} />
      <SettingPanel setting={ANNOUNCEMENT} saved={announcement} onDirty={onDirty('announcement')} />
      <UnsavedChangesPrompt when={dirty.maintenance || dirty.announcement} />
    </div>
  );
}
