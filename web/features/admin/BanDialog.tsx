import { type AdminUserRow, type BanUserInput, banUserSchema } from '#shared/api/admin';
import { Dialog } from '#web/components/Dialog';
import { Field } from '#web/components/form/Field';
import { ApiRequestError } from '#web/lib/api-client';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { ADMIN_TOASTS } from './admin-toasts';
import { useBanUser } from './api/admin-users';

/** Who is banned: a row of the users table, or the sender of a reported message. */
export type BanTarget = Pick<AdminUserRow, 'id' | 'full_name'> & { email: string | null };

/** SPEC 2/5: the Ban dialog asks for a reason ('Please provide a reason'), with Cancel and Confirm Ban. */
export function BanDialog({ user, onClose }: { user: BanTarget; onClose: () => void }) {
  const ban = useBanUser();
  const { control, formProps, submitting } = useSchemaForm<BanUserInput, { reason: string }>(banUserSchema, {
    defaultValues: { reason: '' },
    onSubmit: async (input) => {
      await ban.mutateAsync({ userId: user.id, reason: input.reason });
      toast.success(ADMIN_TOASTS.banned);
      onClose();
    },
    // The worker's own words where it has them ('User is already banned', 'Administrators cannot be banned').
    onError: (error) =>
      toast.error(error instanceof ApiRequestError && error.status < 500 ? error.message : ADMIN_TOASTS.banFailed, {
        cause: error,
      }),
    onInvalid: (messages) => toast.error(messages.reason ?? ADMIN_TOASTS.reasonRequired),
  });

  return (
    <Dialog title={`Ban ${user.full_name}`} onClose={onClose}>
      <form {...formProps} className="flex flex-col gap-3">
        <p className="text-sm text-base-content/70">
          {user.email ?? user.full_name} will be signed out everywhere at once and cannot sign in until unbanned.
        </p>
        <Field control={control} name="reason" label="Reason" max={500} rows={3} />
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-error" disabled={submitting}>
            {submitting ? 'Banning...' : 'Confirm Ban'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
