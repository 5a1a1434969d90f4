import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import {
  ANNOUNCEMENT_TYPES,
  type AnnouncementSetting,
  announcementSettingSchema,
  type MaintenanceSetting,
  maintenanceSettingSchema,
} from '#shared/api/settings';
import { TextareaField } from '#web/components/form/TextareaField';
import { UnsavedChangesPrompt } from '#web/components/UnsavedChangesPrompt';
import { usePageMeta } from '#web/components/usePageMeta';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { ADMIN_TOASTS } from './admin-toasts';
import { adminSettingsQuery, useSaveSetting } from './api/admin-settings';

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
      <MaintenanceSection saved={maintenance} onDirty={onDirty('maintenance')} />
      <AnnouncementSection saved={announcement} onDirty={onDirty('announcement')} />
      <UnsavedChangesPrompt when={dirty.maintenance || dirty.announcement} />
    </div>
  );
}

/**
 * A section's form follows what is stored (after its own save, a toggle, another admin's change)
 * unless it holds unsaved edits, and tells the page whether it does.
 */
function useFollowSaved<T extends FieldValues>(
  form: UseFormReturn<T, unknown, T>,
  saved: T,
  onDirty: (dirty: boolean) => void,
) {
  const dirty = form.formState.isDirty;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new stored value (or a save) resets the form.
  useEffect(() => {
    if (!dirty) form.reset(saved);
  }, [saved]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's setter is stable enough per section.
  useEffect(() => onDirty(dirty), [dirty]);
}

function useSaveWithToasts() {
  const save = useSaveSetting();
  const run = async (change: Parameters<typeof save.mutateAsync>[0]): Promise<void> => {
    try {
      await save.mutateAsync(change);
      toast.success(ADMIN_TOASTS.settingsUpdated);
    } catch (error) {
      toast.error(ADMIN_TOASTS.settingsFailed, { cause: error });
      throw error;
    }
  };
  return { run, pending: save.isPending };
}

function MaintenanceSection({ saved, onDirty }: { saved: MaintenanceSetting; onDirty: (dirty: boolean) => void }) {
  const save = useSaveWithToasts();
  const { control, form, formProps, submitting } = useSchemaForm<MaintenanceSetting, MaintenanceSetting>(
    maintenanceSettingSchema,
    {
      defaultValues: saved,
      onSubmit: async (input) => {
        await save.run({ key: 'maintenance_mode', value: { ...input, enabled: saved.enabled } });
        form.reset({ ...input, enabled: saved.enabled });
      },
    },
  );
  useFollowSaved(form, saved, onDirty);
  return (
    <section className="card border border-base-300" aria-labelledby="maintenance-heading">
      <form {...formProps} className="card-body gap-4">
        <div className="flex items-center justify-between gap-4">
          <h2 id="maintenance-heading" className="card-title">
            Maintenance Mode
          </h2>
          <input
            type="checkbox"
            className="toggle toggle-warning"
            aria-label="Maintenance Mode"
            checked={saved.enabled}
            disabled={save.pending}
            onChange={(event) =>
              void save
                .run({ key: 'maintenance_mode', value: { ...saved, enabled: event.target.checked } })
                .catch(() => {})
            }
          />
        </div>
        <p className="text-sm text-base-content/70">
          While on, visitors and signed-in users see the message below on every page except sign-in, and cannot change
          anything; administrators keep full access.
        </p>
        {saved.enabled && (
          <>
            <TextareaField control={control} name="message" label="Maintenance message" max={500} rows={3} />
            <button type="submit" className="btn btn-primary self-start" disabled={submitting}>
              {submitting ? 'Saving...' : 'Save Message'}
            </button>
          </>
        )}
      </form>
    </section>
  );
}

function AnnouncementSection({ saved, onDirty }: { saved: AnnouncementSetting; onDirty: (dirty: boolean) => void }) {
  const save = useSaveWithToasts();
  const { control, form, formProps, submitting } = useSchemaForm<AnnouncementSetting, AnnouncementSetting>(
    announcementSettingSchema,
    {
      defaultValues: saved,
      onSubmit: async (input) => {
        await save.run({ key: 'announcement', value: { ...input, enabled: saved.enabled } });
        form.reset({ ...input, enabled: saved.enabled });
      },
    },
  );
  useFollowSaved(form, saved, onDirty);
  return (
    <section className="card border border-base-300" aria-labelledby="announcement-heading">
      <form {...formProps} className="card-body gap-4">
        <div className="flex items-center justify-between gap-4">
          <h2 id="announcement-heading" className="card-title">
            Platform Announcement
          </h2>
          <input
            type="checkbox"
            className="toggle toggle-primary"
            aria-label="Platform Announcement"
            checked={saved.enabled}
            disabled={save.pending}
            onChange={(event) =>
              void save.run({ key: 'announcement', value: { ...saved, enabled: event.target.checked } }).catch(() => {})
            }
          />
        </div>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">Type</span>
          <select className="select select-bordered" {...form.register('type')}>
            {ANNOUNCEMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type.charAt(0).toUpperCase() + type.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <TextareaField control={control} name="message" label="Announcement message" max={280} rows={2} />
        <button type="submit" className="btn btn-primary self-start" disabled={submitting}>
          {submitting ? 'Saving...' : 'Save Announcement'}
        </button>
      </form>
    </section>
  );
}
