import { useController } from 'react-hook-form';
import { ApiRequestError } from '#web/lib/api-client';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useSubscribeNewsletter } from './api/subscribe-newsletter';
import { NewsletterFields, NewsletterSection } from './NewsletterSection';
import { NEWSLETTER_TOASTS } from './newsletter-toasts';

// Loaded when the form is first focused or submitted, not with the home page (see useSchemaForm).
const loadNewsletterSchema = () => import('#shared/api/newsletter').then((module) => module.newsletterSchema);

// One toast for the form: each answer replaces the one before (a success never sits beside a stale error).
function show(kind: keyof typeof NEWSLETTER_TOASTS, cause?: unknown) {
  const { title, description } = NEWSLETTER_TOASTS[kind];
  if (kind === 'success') toast.success(title, { id: 'newsletter-form', description });
  else toast.error(title, { id: 'newsletter-form', description, cause });
}

/** Newsletter signup (SPEC 5, 8): validation, 'Subscribing...' while sending, and the spec's toasts. */
export function NewsletterForm({ sourcePage = 'homepage' }: { sourcePage?: string }) {
  const subscribe = useSubscribeNewsletter();
  const { form, control, formProps, submitting, preloadSchema } = useSchemaForm(loadNewsletterSchema, {
    defaultValues: { email: '', source_page: sourcePage },
    // The email as stored (trimmed, lower-cased): what the visitor meant, whatever the spacing.
    onSubmit: async (_input, parsed) => {
      await subscribe.mutateAsync(parsed);
      show('success');
      form.reset({ email: '', source_page: sourcePage });
    },
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 409) show('duplicate');
      else if (err instanceof ApiRequestError && err.status === 400) show('invalid');
      else show('failure', err);
    },
    // The form shows no field message: the SPEC's toast is the whole answer.
    onInvalid: () => show('invalid'),
  });

  const email = useController({ control, name: 'email' });

  return (
    <NewsletterSection>
      <form {...formProps} onFocus={preloadSchema} className="join mt-6 w-full max-w-md">
        <NewsletterFields field={email.field} submitting={submitting} />
      </form>
    </NewsletterSection>
  );
}
