import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOUNT_LINK_MESSAGES, resetPasswordSchema } from '#shared/api/account-links';
import { PASSWORD_MIN } from '#shared/api/auth';
import { Field } from '#web/components/form/Field';
import { ApiRequestError, apiErrorMessage } from '#web/lib/api-client';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { signOut } from '#web/lib/session/sign-in-out';
import { getSessionState } from '#web/lib/session/token-store';
import { toast } from '#web/lib/toast';
import { resetLinkQuery } from './api/reset-link';
import { useResetPassword } from './api/reset-password';
import { AUTH_TOASTS } from './auth-toasts';

/** The worker's answers for a link that cannot be used (any more): the visitor needs a new one. */
const LINK_ERROR_CODES: ReadonlySet<string> = new Set(['link_invalid', 'link_used', 'link_expired']);

function linkErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.fields?.token) return error.fields.token;
  return LINK_ERROR_CODES.has(error.code) ? error.message || ACCOUNT_LINK_MESSAGES.linkInvalid : null;
}

interface ResetPasswordFormProps {
  /** From the emailed link (`?token=`); never shown. */
  token: string;
  /** The password was changed: the worker's message, for the sign-in screen. */
  onReset: (message: string) => void;
  /** The link cannot be used: ask for another one. */
  onNewLink: () => void;
}

/**
 * Chooses a new password with the token of a reset link. The link is checked when the page opens:
 * one that is malformed, used, replaced by a newer one or expired shows why, with the way to ask
 * for a new one, instead of the form (and so does one found so on submit). If the check itself
 * fails (offline, too many tries) the form shows and the submit gives the answer.
 */
export function ResetPasswordForm({ token, onReset, onNewLink }: ResetPasswordFormProps) {
  const resetPassword = useResetPassword();
  // Checked from the URL alone, so the worker's first screen already shows a broken link as such.
  const [wellFormed] = useState(() => resetPasswordSchema.shape.token.safeParse(token).success);
  const [linkError, setLinkError] = useState<string | null>(null);
  const check = useQuery({ ...resetLinkQuery(token), enabled: wellFormed });
  const { control, formProps, submitting } = useSchemaForm(resetPasswordSchema, {
    defaultValues: { token, password: '' },
    onSubmit: async (input) => {
      const { message } = await resetPassword.mutateAsync(input);
      // The worker has ended every session of that account; a session in this tab ends too, so
      // the sign-in form can show.
      if (getSessionState().status === 'signedIn') await signOut();
      toast.success(message);
      onReset(message);
    },
    onError: (err) => {
      const linkMessage = linkErrorOf(err);
      if (linkMessage) setLinkError(linkMessage);
      else toast.error(apiErrorMessage(err, AUTH_TOASTS.resetFailed));
    },
    onInvalid: (messages) => {
      if (messages.token) setLinkError(messages.token);
    },
  });

  const problem = linkError ?? (wellFormed ? linkErrorOf(check.error) : ACCOUNT_LINK_MESSAGES.linkInvalid);
  if (problem) {
    return (
      <div className="mt-4 flex flex-col gap-3">
        <div role="alert" className="alert alert-error">
          {problem}
        </div>
        <button type="button" className="btn btn-primary" onClick={onNewLink}>
          Ask for a new link
        </button>
      </div>
    );
  }

  if (check.isPending) {
    return (
      <div className="mt-4 flex justify-center py-6" role="status" aria-label="Checking your link">
        <span className="loading loading-spinner loading-lg" />
      </div>
    );
  }

  return (
    <form {...formProps} className="mt-4 flex flex-col gap-3">
      <Field
        control={control}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
      />
      <p className="text-xs text-base-content/60">At least {PASSWORD_MIN} characters.</p>
      <button type="submit" className="btn btn-primary mt-2" disabled={submitting}>
        {submitting ? 'Saving...' : 'Change password'}
      </button>
    </form>
  );
}
