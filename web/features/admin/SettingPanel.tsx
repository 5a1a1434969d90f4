import { type ReactNode, useEffect, useId } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { type SchemaSource, useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { ADMIN_TOASTS } from './admin-toasts';
import { useSaveSetting } from './api/admin-settings';

type SettingChange = Parameters<ReturnType<typeof useSaveSetting>['mutateAsync']>[0];

/** A setting with a switch and a message (maintenance mode, the announcement). */
interface SwitchedSetting extends FieldValues {
  enabled: boolean;
  message: string;
}

/** Follows what is stored unless it holds unsaved edits, and tells the page whether it does. */
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's setter is stable enough per panel.
  useEffect(() => onDirty(dirty), [dirty]);
}

function useSaveWithToasts() {
  const save = useSaveSetting();
  const run = async (change: SettingChange): Promise<void> => {
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

/** What a settings panel holds (SPEC 2, 4). */
export interface SettingSpec<T extends SwitchedSetting> {
  title: string;
  tone: 'toggle-warning' | 'toggle-primary';
  schema: SchemaSource<T, T>;
  change: (value: T) => SettingChange;
  intro?: ReactNode;
  /** The fields (and their button) show only while the switch is on. */
  fieldsWhileOn?: boolean;
  fields: (form: UseFormReturn<T, unknown, T>) => ReactNode;
  saveLabel: string;
}

/** Its switch saves at once; its fields save with their button, kept through a switch while unsaved. */
export function SettingPanel<T extends SwitchedSetting>({
  setting,
  saved,
  onDirty,
}: {
  setting: SettingSpec<T>;
  saved: T & DefaultValues<T>;
  onDirty: (dirty: boolean) => void;
}) {
  const { title, change } = setting;
  const headingId = useId();
  const save = useSaveWithToasts();
  const { form, formProps, submitting } = useSchemaForm<T, T>(setting.schema, {
    defaultValues: saved,
    onSubmit: async (input) => {
      const value = { ...input, enabled: saved.enabled };
      await save.run(change(value));
      form.reset(value);
    },
  });
  useFollowSaved(form, saved, onDirty);
  return (
    <section className="card border border-base-300" aria-labelledby={headingId}>
      <form {...formProps} className="card-body gap-4">
        <div className="flex items-center justify-between gap-4">
          <h2 id={headingId} className="card-title">
            {title}
          </h2>
          <input
            type="checkbox"
            className={`toggle ${setting.tone}`}
            aria-label={title}
            checked={saved.enabled}
            disabled={save.pending}
            onChange={(event) => void save.run(change({ ...saved, enabled: event.target.checked })).catch(() => {})}
          />
        </div>
        {setting.intro}
        {(saved.enabled || !setting.fieldsWhileOn) && (
          <>
            {setting.fields(form)}
            <button type="submit" className="btn btn-primary self-start" disabled={submitting}>
              {submitting ? 'Saving...' : setting.saveLabel}
            </button>
          </>
        )}
      </form>
    </section>
  );
}
