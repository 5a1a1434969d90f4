import { Link } from 'react-router';
import { usePageMeta } from '#web/components/usePageMeta';

export function NotFoundPage() {
  usePageMeta('Page not found');
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-2 text-base-content/70">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  );
}
