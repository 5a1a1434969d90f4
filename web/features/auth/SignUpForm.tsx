import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { PASSWORD_MIN, signUpSchema } from '#shared/api/auth';
import { zodFieldErrors as fieldErrors } from '#shared/zod-fields';
import { TextField } from '../../components/TextField';
import { ApiRequestError } from '../../lib/api-client';
import { anonymousRequest } from '../../lib/session/requests';

export function SignUpForm({ onCreated }: { onCreated: (email: string) => void }) {
  const [values, setValues] = useState({ fullName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await anonymousRequest('/auth/sign-up', { method: 'POST', json: values });
      toast.success('Account created! You can now sign in.');
      onCreated(parsed.data.email);
    } catch (err) {
      if (err instanceof ApiRequestError && err.fields) setErrors(err.fields);
      toast.error(err instanceof ApiRequestError && err.message ? err.message : 'Error creating account');
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: keyof typeof values, label: string, type: string, autoComplete: string, minLength?: number) => (
    <TextField
      label={label}
      type={type}
      name={name}
      autoComplete={autoComplete}
      required
      minLength={minLength}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
      {field('fullName', 'Full name', 'text', 'name')}
      {field('email', 'Email', 'email', 'email')}
      {field('password', 'Password', 'password', 'new-password', PASSWORD_MIN)}
      <p className="text-xs text-base-content/60">At least {PASSWORD_MIN} characters.</p>
      <button type="submit" className="btn btn-primary mt-2" disabled={submitting}>
        {submitting ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
