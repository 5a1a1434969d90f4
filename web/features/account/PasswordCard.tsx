import { changePasswordSchema } from '#shared/api/account-settings';
import { Field } from '#web/components/form/Field';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useChangePassword } from './api/update-account';
import { SettingsCard } from './SettingsCard';
import { toastAccountError } from './toast-error';

const EMPTY = { currentPassword: '', newPassword: '' };

/** A new password, confirmed with the current one; the worker signs the other devices out. */
export function PasswordCard() {
  const changePassword = useChangePassword();
  const { form, control, formProps, submitting } = useSchemaForm(changePasswordSchema, {
    defaultValues: EMPTY,
    onSubmit: async (input) => {
      const res = await changePassword.mutateAsync(input);
      toast.success(res.message);
      form.reset(EMPTY);
    },
    onError: (error) => toastAccountError(error),
  });
  return (
    <SettingsCard title="Password" description="Changing your password signs you out on every other device.">
      <form {...formProps} className="flex flex-col gap-3">
        <Field
          control={control}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Field
          control={control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
        />
        <button type="submit" className="btn btn-primary self-start" disabled={submitting}>
          {submitting ? 'Changing...' : 'Change Password'}
        </button>
      </form>
    </SettingsCard>
  );
}
