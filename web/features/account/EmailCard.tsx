import { type AccountSettingsResponse, changeEmailSchema } from '#shared/api/account-settings';
import { Field } from '#web/components/form/Field';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useChangeEmail } from './api/update-account';
import { SettingsCard } from './SettingsCard';
import { toastAccountError } from './toast-error';

const EMPTY = { newEmail: '', currentPassword: '' };

/** The sign-in address, whether it is verified, a change waiting for its link, and the change form. */
export function EmailCard({ account }: { account: AccountSettingsResponse['account'] }) {
  const changeEmail = useChangeEmail();
  const { form, control, formProps, submitting } = useSchemaForm(changeEmailSchema, {
    defaultValues: EMPTY,
    onSubmit: async (input) => {
      const res = await changeEmail.mutateAsync(input);
      toast.success(res.message);
      form.reset(EMPTY);
    },
    onError: (error) => toastAccountError(error),
  });
  return (
    <SettingsCard title="Email">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-base-content/60">Current address:</span>
        <span className="font-medium break-all" data-testid="current-email">
          {account.email}
        </span>
        {account.email_verified ? (
          <span className="badge badge-success badge-sm">Verified</span>
        ) : (
          <span className="badge badge-warning badge-sm">Not verified</span>
        )}
      </div>
      {account.pending_email && (
        <p className="alert alert-info text-sm" data-testid="pending-email">
          <span>
            Waiting for confirmation: <strong className="break-all">{account.pending_email}</strong>. Follow the link we
            sent to that address to finish the change.
          </span>
        </p>
      )}
      <form {...formProps} className="flex flex-col gap-3">
        <Field control={control} name="newEmail" label="New email" type="email" autoComplete="email" required />
        <Field
          control={control}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className="btn btn-primary self-start" disabled={submitting}>
          {submitting ? 'Sending link...' : 'Change Email'}
        </button>
      </form>
    </SettingsCard>
  );
}
