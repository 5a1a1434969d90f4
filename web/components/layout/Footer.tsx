import { Link } from 'react-router';
import { SITE_NAME } from '#web/components/usePageMeta';
import { useDisplayTimeZone } from '#web/lib/use-display-time-zone';
import { FOOTER_LINKS } from './nav-links';

export function Footer() {
  const now = new Date();
  const year = useDisplayTimeZone() === 'UTC' ? now.getUTCFullYear() : now.getFullYear();
  return (
    <footer className="border-t border-base-200 bg-base-200/50">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <p className="text-lg font-bold text-primary">{SITE_NAME}</p>
          <p className="mt-2 text-sm text-base-content/70">
            The marketplace that connects learners with professional trainers, coaches and consultants.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm sm:grid-cols-3">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link link-hover">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="pb-6 text-center text-xs text-base-content/60">
        © {year} {SITE_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
