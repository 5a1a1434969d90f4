import { useEffect } from 'react';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '#shared/api/contact-constants';
import { PAGE_COPY } from '#shared/page-copy';
import { Field } from '#web/components/form/Field';
import { usePageMeta } from '#web/components/usePageMeta';
import { ApiRequestError } from '#web/lib/api-client';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { useSession } from '#web/lib/session/use-session';
import { toast } from '#web/lib/toast';
import { useSendContactMessage } from './api/send-contact-message';
import { CONTACT_TOASTS } from './contact-toasts';
import { SUPPORT_CONTACT } from './support-contact';

const EMPTY = { name: '', email: '', subject: '', message: '' };
// One toast for the form: each answer replaces the one before (a success never sits beside a stale error).
const TOAST = { id: 'contact-form' } as const;
// Loaded when the form is first focused or submitted, not with the page (see useSchemaForm).
const loadContactSchema = () => import('#shared/api/contact').then((module) => module.contactSchema);

export function ContactPage() {
  usePageMeta(PAGE_COPY.contact.title, PAGE_COPY.contact.description);
  const send = useSendContactMessage();
  const session = useSession();
  const sender = session.status === 'signedIn' ? session.session.user : null;
  const { form, control, formProps, submitting, preloadSchema } = useSchemaForm(loadContactSchema, {
    defaultValues: EMPTY,
    onSubmit: async (input) => {
      await send.mutateAsync(input);
      toast.success(CONTACT_TOASTS.success.title, { ...TOAST, description: CONTACT_TOASTS.success.description });
      // Ready for the next message: empty, with a signed-in sender's own name and email.
      form.reset({ ...EMPTY, name: sender?.full_name ?? '', email: sender?.email ?? '' });
    },
    onError: (err) => {
      // Too many messages: the worker says when to try again; anything else gets the SPEC text.
      if (err instanceof ApiRequestError && err.status === 429) toast.error(err.message, TOAST);
      else toast.error(CONTACT_TOASTS.failure, { ...TOAST, cause: err });
    },
    onInvalid: (messages) => {
      const first = Object.values(messages);
      if (first.includes(CONTACT_MESSAGES.missing)) {
        toast.error(CONTACT_TOASTS.missing.title, { ...TOAST, description: CONTACT_TOASTS.missing.description });
      } else {
        toast.error(first[0] ?? CONTACT_TOASTS.failure, TOAST);
      }
    },
  });

  // A signed-in sender's name and email are filled in once the session is known: after hydration
  // (the worker renders the page empty, for everyone), and never over what was typed already.
  useEffect(() => {
    if (!sender) return;
    for (const [field, value] of [
      ['name', sender.full_name],
      ['email', sender.email],
    ] as const) {
      if (!form.getFieldState(field).isDirty && form.getValues(field) === '') form.setValue(field, value);
    }
  }, [sender, form]);

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
      <form
        {...formProps}
        onFocus={preloadSchema}
        className="card border border-base-200 bg-base-100"
        aria-label="Contact form"
      >
        <div className="card-body gap-3">
          <Field control={control} name="name" label="Name" maxLength={CONTACT_LIMITS.name} />
          <Field control={control} name="email" label="Email" type="email" maxLength={CONTACT_LIMITS.email} />
          <Field control={control} name="subject" label="Subject (optional)" maxLength={CONTACT_LIMITS.subject} />
          <Field control={control} name="message" label="Message" rows={6} max={CONTACT_LIMITS.message} />
          <div className="card-actions justify-end">
            <button type="submit" className="btn btn-primary" disabled={submitting}>
              {submitting ? 'Sending...' : 'Send Message'}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
