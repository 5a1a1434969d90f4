import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorReference } from '#web/components/ErrorReference';

/** Shown when a page fails to load or render (e.g. a chunk fails after a deploy). */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-base-content/70">Please reload the page. If the problem continues, try again later.</p>
      <ErrorReference error={error} className="mt-2 block text-sm text-base-content/70" />
      <Link to="/" className="btn btn-primary mt-8" reloadDocument>
        Go to home
      </Link>
    </main>
  );
}
