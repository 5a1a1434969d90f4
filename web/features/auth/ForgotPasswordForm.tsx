import { useState } from 'react';
import { forgotPasswordSchema } from '#shared/api/account-links';
import { Field } from '#web/components/form/Field';
import { apiErrorMessage } from '#web/lib/api-client';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useForgotPassword } from './api/forgot-password';
import { AUTH_TOASTS } from './auth-toasts';

/**
 * Asks for a password-reset link. The worker answers the same message whether or not the email has
 * an account (nobody learns who is registered); it replaces the form.
 */
export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const forgotPassword = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const { control, formProps, submitting } = useSchemaForm(forgotPasswordSchema, {
    defaultValues: { email: initialEmail },
    onSubmit: async (input) => {
      const { message } = await forgotPassword.mutateAsync(input);
      setSent(message);
    },
    onError: (err) => toast.error(apiErrorMessage(err, AUTH_TOASTS.resetRequestFailed)),
  });

  if (sent) {
    return (
      <div role="status" className="alert alert-success mt-4">
        {sent}
      </div>
    );
  }

  return (
    <form {...formProps} className="mt-4 flex flex-col gap-3">
      <Field control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <button type="submit" className="btn btn-primary mt-2" disabled={submitting}>
        {submitting ? 'Sending...' : 'Send reset link'}
      </button>
    </form>
  );
}
