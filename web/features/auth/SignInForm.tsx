import { useNavigate } from 'react-router';
import { signInSchema } from '#shared/api/auth';
import { TextField } from '../../components/form/TextField';
import { ApiRequestError } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { toast } from '../../lib/toast';
import { useSignIn } from './api/sign-in';
import { AUTH_TOASTS } from './auth-toasts';

export function SignInForm({ initialEmail }: { initialEmail: string }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { control, formProps, submitting } = useSchemaForm(signInSchema, {
    defaultValues: { email: initialEmail, password: '' },
    onSubmit: async (input) => {
      await signIn.mutateAsync(input);
      toast.success(AUTH_TOASTS.signedIn);
      navigate('/dashboard');
    },
    onError: (err) =>
      toast.error(err instanceof ApiRequestError && err.message ? err.message : AUTH_TOASTS.signInFailed),
  });

  return (
    <form {...formProps} className="mt-4 flex flex-col gap-3">
      {initialEmail && (
        <div role="status" className="alert alert-success">
          {AUTH_TOASTS.accountCreated}
        </div>
      )}
      <TextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <button type="submit" className="btn btn-primary mt-2" disabled={submitting}>
        {submitting ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
