import type { ReactNode } from 'react';

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

/** The form's field and button as they look, inert, while the form's code (zod, react-hook-form) loads. */
export function NewsletterFieldsPlaceholder() {
  return (
    <div className="join mt-6 w-full max-w-md" aria-busy="true">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        className="input join-item w-full text-base-content"
        placeholder="you@example.com"
        readOnly
      />
      <button type="button" className="btn btn-secondary join-item" disabled>
        Subscribe
      </button>
    </div>
  );
}
