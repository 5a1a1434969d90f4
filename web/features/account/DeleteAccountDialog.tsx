import { useNavigate } from 'react-router';
import { deleteAccountSchema } from '#shared/api/account-settings';
import { Dialog } from '#web/components/Dialog';
import { Field } from '#web/components/form/Field';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { signOutLocally } from '#web/lib/session/sign-in-out';
import { toast } from '#web/lib/toast';
import { useDeleteAccount } from './api/delete-account';
import { toastAccountError } from './toast-error';

/** Deleting the account asks for the password; afterwards this browser is signed out and sent home. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const { control, formProps, submitting } = useSchemaForm(deleteAccountSchema, {
    defaultValues: { password: '' },
    onSubmit: async (input) => {
      const res = await deleteAccount.mutateAsync(input);
      // Home first, then signed out: otherwise this page's guard (RequireAuth) sends the tab to
      // /auth and can win over the navigation home. The worker already ended every session.
      await navigate('/', { replace: true });
      signOutLocally();
      toast.success(res.message);
    },
    onError: (error) => toastAccountError(error),
  });
  return (
    <Dialog title="Delete your account?" onClose={onClose}>
      <form {...formProps} className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 text-sm text-base-content/80">
          <p>This cannot be undone. Your account is deleted and you are signed out on every device.</p>
          <p>
            Reviews you wrote stay on the trainers' profiles, shown as &ldquo;Anonymous&rdquo;. If you have a trainer
            profile, it is unpublished and no longer appears in search.
          </p>
        </div>
        <Field
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-error" disabled={submitting}>
            {submitting ? 'Deleting...' : 'Delete my account'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
