import { useEffect } from 'react';
import {
  MANAGE_PROFILE_MESSAGES as MESSAGES,
  type MyTrainerProfile,
  PROFILE_LIMITS,
  updateProfileSchema,
} from '#shared/api/manage-profile';
import { Field } from '#web/components/form/Field';
import { ApiRequestError } from '#web/lib/api-client';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useUpdateProfile } from './api/update-profile';
import { profileFormValues } from './profile-form-values';

/**
 * Profile & Contact (SPEC 2). The save carries the version the form was loaded from; a save from an
 * older version (another tab saved since) is refused with 409 and nothing is overwritten.
 */
export function ProfileForm({
  profile,
  onDirtyChange,
  onStale,
}: {
  profile: MyTrainerProfile;
  onDirtyChange: (dirty: boolean) => void;
  onStale: () => void;
}) {
  const update = useUpdateProfile();
  const { form, control, formProps, submitting } = useSchemaForm(updateProfileSchema, {
    defaultValues: profileFormValues(profile),
    onSubmit: async (input) => {
      const res = await update.mutateAsync(input);
      toast.success(res.message);
    },
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 409) {
        onStale();
        toast.error(MESSAGES.stale);
        return;
      }
      const detail = err instanceof ApiRequestError && err.status === 400 ? err.message : undefined;
      toast.error(MESSAGES.updateFailed, { description: detail, cause: err });
    },
    onInvalid: (messages) => toast.error(MESSAGES.updateFailed, { description: Object.values(messages)[0] }),
  });

  // A new version (this form's save, or a reload after a conflict) becomes the form's base.
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version replaces the form's values.
  useEffect(() => reset(profileFormValues(profile)), [profile.version, reset]);

  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <form {...formProps} className="flex flex-col gap-4" aria-label="Profile and contact">
      <div id="edit-full_name">
        <Field control={control} name="full_name" label="Full name" max={PROFILE_LIMITS.fullName} required />
      </div>
      <div id="edit-headline">
        <Field
          control={control}
          name="headline"
          label="Headline"
          max={PROFILE_LIMITS.headline}
          placeholder="e.g. Certified yoga teacher for busy professionals"
        />
      </div>
      <div id="edit-bio">
        <Field control={control} name="bio" label="Bio" max={PROFILE_LIMITS.bio} rows={3} />
      </div>
      <div id="edit-description">
        <Field control={control} name="description" label="Description" max={PROFILE_LIMITS.description} rows={6} />
      </div>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Contact links</legend>
        <div id="edit-website_url">
          <Field
            control={control}
            name="website_url"
            label="Website"
            max={PROFILE_LIMITS.link}
            inputMode="url"
            placeholder="https://example.com"
          />
        </div>
        <Field
          control={control}
          name="instagram_url"
          label="Instagram"
          max={PROFILE_LIMITS.link}
          placeholder="@handle or https://instagram.com/handle"
        />
        <Field
          control={control}
          name="tiktok_url"
          label="TikTok"
          max={PROFILE_LIMITS.link}
          placeholder="@handle or https://tiktok.com/@handle"
        />
        <Field
          control={control}
          name="snapchat_url"
          label="Snapchat"
          max={PROFILE_LIMITS.link}
          placeholder="@handle or https://snapchat.com/add/handle"
        />
        <Field
          control={control}
          name="whatsapp_number"
          label="WhatsApp number"
          max={PROFILE_LIMITS.whatsappInput}
          inputMode="tel"
          placeholder="+1 555 123 4567"
        />
      </fieldset>
      <div>
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
