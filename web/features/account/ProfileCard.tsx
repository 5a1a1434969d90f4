import { changeNameSchema } from '#shared/api/account-settings';
import { Field } from '#web/components/form/Field';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useChangeName } from './api/update-account';
import { SettingsCard } from './SettingsCard';
import { toastAccountError } from './toast-error';

/** The account's full name (shown on reviews and, for a trainer, on the public profile). */
export function ProfileCard({ fullName }: { fullName: string }) {
  const changeName = useChangeName();
  const { form, control, formProps, submitting } = useSchemaForm(changeNameSchema, {
    defaultValues: { fullName },
    onSubmit: async (input) => {
      const res = await changeName.mutateAsync(input);
      toast.success(res.message);
      form.reset(input);
    },
    onError: (error) => toastAccountError(error),
  });
  return (
    <SettingsCard title="Profile" description="Your name as others see it on your reviews and messages.">
      <form {...formProps} className="flex flex-col gap-3">
        <Field control={control} name="fullName" label="Full name" autoComplete="name" required />
        <button type="submit" className="btn btn-primary self-start" disabled={submitting}>
          {submitting ? 'Saving...' : 'Save Name'}
        </button>
      </form>
    </SettingsCard>
  );
}
