import { Link, useNavigate } from 'react-router';
import { signInSchema } from '#shared/api/auth';
import { Field } from '#web/components/form/Field';
import { apiErrorMessage } from '#web/lib/api-client';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { loadSonner, toast } from '#web/lib/toast';
import { useSignIn } from './api/sign-in';
import { AUTH_TOASTS } from './auth-toasts';

interface SignInFormProps {
  initialEmail: string;
  /** Shown above the fields: why the visitor is here (account created, password changed). */
  notice?: string | null;
  /** Where a successful sign-in goes (SPEC 2: the dashboard, unless /auth was given a page to return to). */
  returnTo: string;
  /** "Forgot password?", with the email typed so far. */
  onForgot: (email: string) => void;
}

/**
 * The answer is a toast either way (SPEC 8): its code loads once the visitor is in the form, and at
 * the latest beside the request, so a wrong password shows the moment the worker answers rather
 * than after a download of its own.
 */
const preloadToasts = () => {
  loadSonner().catch(() => {});
};

export function SignInForm({ initialEmail, notice, returnTo, onForgot }: SignInFormProps) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { form, control, formProps, submitting } = useSchemaForm(signInSchema, {
    defaultValues: { email: initialEmail, password: '' },
    onSubmit: async (input) => {
      preloadToasts();
      await signIn.mutateAsync(input);
      toast.success(AUTH_TOASTS.signedIn);
      navigate(returnTo);
    },
    onError: (err) => toast.error(apiErrorMessage(err, AUTH_TOASTS.signInFailed)),
  });

  return (
    <form {...formProps} onFocus={preloadToasts} className="mt-4 flex flex-col gap-3">
      {notice && (
        <div role="status" className="alert alert-success">
          {notice}
        </div>
      )}
      <Field control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <Field
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <div className="text-right text-sm">
        {/* A real link, so it works before the page has hydrated; once it has, the typed email comes along. */}
        <Link
          to="/auth?mode=forgot"
          replace
          className="link link-primary"
          onClick={(event) => {
            event.preventDefault();
            onForgot(form.getValues('email').trim());
          }}
        >
          Forgot password?
        </Link>
      </div>
      {/* Busy from the submit until the worker answers. */}
      <button type="submit" className="btn btn-primary mt-2" disabled={submitting} aria-busy={submitting}>
        {submitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {submitting ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
