import type { ReactNode } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import type { NewsletterInput } from '#shared/api/newsletter';

/** The newsletter band's frame (heading and pitch), around the form or its placeholder. */
export function NewsletterSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="newsletter-heading" className="bg-primary text-primary-content">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-14 text-center">
        <h2 id="newsletter-heading" className="text-3xl font-bold">
          Stay in the loop
        </h2>
        <p className="mt-2 opacity-90">
          Tips from top trainers and new coaches in your favourite categories, once a month.
        </p>
        {children}
      </div>
    </section>
  );
}

/** Without `field` an inert placeholder of the form's size while its code loads; the field is controlled, so what was typed before hydration survives. */
export function NewsletterFields({
  field,
  submitting = false,
}: {
  field?: ControllerRenderProps<NewsletterInput, 'email'>;
  submitting?: boolean;
}) {
  return (
    <>
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        className="input join-item w-full text-base-content"
        placeholder="you@example.com"
        autoComplete="email"
        readOnly={!field}
        {...field}
      />
      <button
        type={field ? 'submit' : 'button'}
        className="btn btn-secondary join-item"
        disabled={!field || submitting}
      >
        {submitting ? 'Subscribing...' : 'Subscribe'}
      </button>
    </>
  );
}

/** The band with inert fields, for the home page while the newsletter form loads. */
export function NewsletterPlaceholder() {
  return (
    <NewsletterSection>
      <div className="join mt-6 w-full max-w-md" aria-busy="true">
        <NewsletterFields />
      </div>
    </NewsletterSection>
  );
}
