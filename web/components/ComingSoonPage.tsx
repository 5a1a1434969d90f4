import { Link, useMatches } from 'react-router';
import { usePageMeta } from './usePageMeta';

/** Placeholder for screens whose feature has not shipped; says so plainly instead of faking it. */
export function ComingSoonPage() {
  const handle = useMatches().at(-1)?.handle as { title?: string } | undefined;
  const title = handle?.title ?? 'Coming soon';
  usePageMeta(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-base-content/70">This page is coming soon.</p>
      <Link to="/" className="btn btn-primary mt-8">
        Back to home
      </Link>
    </section>
  );
}
