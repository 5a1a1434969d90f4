import { PASSWORD_MIN, signUpSchema } from '#shared/api/auth';
import { Field } from '#web/components/form/Field';
import { apiErrorMessage } from '#web/lib/api-client';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useSignUp } from './api/sign-up';
import { AUTH_TOASTS } from './auth-toasts';

export function SignUpForm({ onCreated }: { onCreated: (email: string) => void }) {
  const signUp = useSignUp();
  const { control, formProps, submitting } = useSchemaForm(signUpSchema, {
    defaultValues: { fullName: '', email: '', password: '' },
    onSubmit: async (input, parsed) => {
      await signUp.mutateAsync(input);
      toast.success(AUTH_TOASTS.accountCreated);
      // The sign-in form is prefilled with the email as stored (trimmed, lower-cased).
      onCreated(parsed.email);
    },
    onError: (err) => toast.error(apiErrorMessage(err, AUTH_TOASTS.signUpFailed)),
  });

  return (
    <form {...formProps} className="mt-4 flex flex-col gap-3">
      <Field control={control} name="fullName" label="Full name" type="text" autoComplete="name" required />
      <Field control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <Field
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
      />
      <p className="text-xs text-base-content/60">At least {PASSWORD_MIN} characters.</p>
      <button type="submit" className="btn btn-primary mt-2" disabled={submitting}>
        {submitting ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
