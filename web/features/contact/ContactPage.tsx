import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactSchema, SUPPORT_CONTACT } from '#shared/api/contact';
import { zodFieldErrors } from '#shared/zod-fields';
import { TextField } from '../../components/TextField';
import { usePageMeta } from '../../components/usePageMeta';
import { ApiRequestError } from '../../lib/api-client';
import { signedInIfPossibleRequest } from '../../lib/session/requests';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export function ContactPage() {
  usePageMeta('Contact Us', 'Questions about the marketplace? Send us a message.');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      setErrors(fields);
      if (Object.values(fields).includes(CONTACT_MESSAGES.missing)) {
        toast.error(CONTACT_MESSAGES.missingTitle, { description: CONTACT_MESSAGES.missing });
      } else {
        toast.error(Object.values(fields)[0] ?? CONTACT_MESSAGES.failure);
      }
      return;
    }
    setErrors({});
    setSending(true);
    try {
      // Signed-in senders are linked to their account (user_id).
      await signedInIfPossibleRequest('/contact', { method: 'POST', json: values });
      toast.success(CONTACT_MESSAGES.success, { description: CONTACT_MESSAGES.successDescription });
      setValues(EMPTY);
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 429) toast.error(err.message);
      else toast.error(CONTACT_MESSAGES.failure);
      if (err instanceof ApiRequestError && err.fields) setErrors(err.fields);
    } finally {
      setSending(false);
    }
  };

  const input = (field: 'name' | 'email' | 'subject', label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      name={field}
      value={values[field]}
      maxLength={CONTACT_LIMITS[field]}
      onChange={set(field)}
      error={errors[field]}
    />
  );

  return (
    <section className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-[1fr_2fr]">
      <div>
        <h1 className="text-3xl font-bold">Contact Us</h1>
        <p className="mt-3 text-base-content/70">We usually reply within one business day.</p>
        <dl className="mt-6 flex flex-col gap-3">
          <div>
            <dt className="text-sm text-base-content/60">Email</dt>
            <dd>
              <a className="link" href={`mailto:${SUPPORT_CONTACT.email}`}>
                {SUPPORT_CONTACT.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-base-content/60">Phone</dt>
            <dd>{SUPPORT_CONTACT.phone}</dd>
          </div>
          <div>
            <dt className="text-sm text-base-content/60">Address</dt>
            <dd>{SUPPORT_CONTACT.address}</dd>
          </div>
        </dl>
      </div>
      <form onSubmit={submit} noValidate className="card border border-base-200 bg-base-100" aria-label="Contact form">
        <div className="card-body gap-3">
          {input('name', 'Name')}
          {input('email', 'Email', 'email')}
          {input('subject', 'Subject (optional)')}
          <label className="flex flex-col gap-1">
            <span className="text-sm font-medium">Message</span>
            <textarea
              name="message"
              rows={6}
              className={`textarea textarea-bordered w-full ${errors.message ? 'textarea-error' : ''}`}
              value={values.message}
              maxLength={CONTACT_LIMITS.message}
              onChange={set('message')}
              aria-invalid={Boolean(errors.message)}
            />
            {errors.message && <span className="text-sm text-error">{errors.message}</span>}
          </label>
          <div className="card-actions justify-end">
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {sending ? 'Sending...' : 'Send Message'}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
