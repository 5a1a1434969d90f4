import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { NEWSLETTER_MESSAGES } from '#shared/api/newsletter';
import { ApiRequestError } from '../../lib/api-client';
import { signedInIfPossibleRequest } from '../../lib/session/requests';

function show(kind: keyof typeof NEWSLETTER_MESSAGES) {
  const { title, description } = NEWSLETTER_MESSAGES[kind];
  if (kind === 'success') toast.success(title, { description });
  else toast.error(title, { description });
}

/** Newsletter signup (SPEC 5, 8): validation, 'Subscribing...' while sending, and the spec's toasts. */
export function NewsletterForm({ sourcePage = 'homepage' }: { sourcePage?: string }) {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    // Non-empty after trimming and containing @ (an empty string has no @).
    if (!trimmed.includes('@')) {
      show('invalid');
      return;
    }
    setSubmitting(true);
    try {
      // Signed-in subscribers are linked to their account (user_id); anonymous ones are not.
      await signedInIfPossibleRequest('/newsletter', {
        method: 'POST',
        json: { email: trimmed, source_page: sourcePage },
      });
      show('success');
      setEmail('');
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 409) show('duplicate');
      else if (err instanceof ApiRequestError && err.status === 400) show('invalid');
      else show('failure');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section aria-labelledby="newsletter-heading" className="bg-primary text-primary-content">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-14 text-center">
        <h2 id="newsletter-heading" className="text-3xl font-bold">
          Stay in the loop
        </h2>
        <p className="mt-2 opacity-90">
          Tips from top trainers and new coaches in your favourite categories, once a month.
        </p>
        <form onSubmit={submit} noValidate className="join mt-6 w-full max-w-md">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            type="email"
            className="input join-item w-full text-base-content"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className="btn btn-secondary join-item" disabled={submitting}>
            {submitting ? 'Subscribing...' : 'Subscribe'}
          </button>
        </form>
      </div>
    </section>
  );
}
