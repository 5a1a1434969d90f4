import { Link } from 'react-router';

/** What visitors and non-admins see on every route but /auth while maintenance mode is on. */
export function MaintenanceScreen({ message }: { message: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">We'll be right back</h1>
      <p className="text-lg text-base-content/80">
        {message || 'We are performing scheduled maintenance. Please check back soon.'}
      </p>
      <Link to="/auth" className="link text-sm">
        Administrator sign-in
      </Link>
    </section>
  );
}
