import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signInSchema } from '../../../worker/shared/api/auth';
import { zodFieldErrors as fieldErrors } from '../../../worker/shared/zod-fields';
import { ApiRequestError } from '../../lib/api-client';
import { signIn } from '../../lib/session';

export function SignInForm({ initialEmail }: { initialEmail: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await signIn({ email, password });
      toast.success('Signed in successfully!');
      navigate('/dashboard');
    } catch (err) {
      toast.error(err instanceof ApiRequestError && err.message ? err.message : 'Error signing in');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
      {initialEmail && (
        <div role="status" className="alert alert-success">
          Account created! You can now sign in.
        </div>
      )}
      <label className="form-control w-full">
        <span className="label-text mb-1 font-medium">Email</span>
        <input
          type="email"
          name="email"
          autoComplete="email"
          required
          className={`input input-bordered w-full ${errors.email ? 'input-error' : ''}`}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={Boolean(errors.email)}
        />
        {errors.email && <span className="mt-1 text-sm text-error">{errors.email}</span>}
      </label>
      <label className="form-control w-full">
        <span className="label-text mb-1 font-medium">Password</span>
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          className={`input input-bordered w-full ${errors.password ? 'input-error' : ''}`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={Boolean(errors.password)}
        />
        {errors.password && <span className="mt-1 text-sm text-error">{errors.password}</span>}
      </label>
      <button type="submit" className="btn btn-primary mt-2" disabled={submitting}>
        {submitting ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
