import { Link, NavLink, useNavigate } from 'react-router';
import { signOut } from '../../lib/session/sign-in-out';
import { useSession } from '../../lib/session/use-session';
import { SITE_NAME } from '../usePageMeta';
import { MAIN_NAV_LINKS } from './nav-links';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'font-semibold text-primary' : '');

function AccountLinks() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.status === 'loading')
    return <span className="loading loading-dots loading-sm" role="status" aria-label="Loading account" />;
  if (session.status === 'signedOut') {
    return (
      <>
        <Link to="/auth" className="btn btn-ghost btn-xs sm:btn-sm">
          Sign In
        </Link>
        <Link to="/auth?mode=signup" className="btn btn-primary btn-xs sm:btn-sm">
          Become a Trainer
        </Link>
      </>
    );
  }
  const handleSignOut = async () => {
    // Home first (the navigation settles once the home page's chunk is in), then signed out:
    // otherwise a private page's guard (RequireAuth) still on screen redirects to /auth and can
    // win over the navigation home.
    await navigate('/');
    await signOut();
  };
  return (
    <>
      <Link to="/dashboard" className="btn btn-ghost btn-sm">
        Dashboard
      </Link>
      {session.session.user.is_admin && (
        <Link to="/admin" className="btn btn-ghost btn-sm">
          Admin
        </Link>
      )}
      <button type="button" className="btn btn-outline btn-sm" onClick={handleSignOut}>
        Sign Out
      </button>
    </>
  );
}

export function NavBar() {
  return (
    <header className="sticky top-0 z-40 border-b border-base-200 bg-base-100/95 backdrop-blur">
      <nav className="navbar mx-auto max-w-7xl px-4" aria-label="Main">
        <div className="navbar-start">
          <div className="dropdown md:hidden">
            <button type="button" className="btn btn-ghost btn-square" aria-label="Open menu">
              <svg
                xmlns="http://www.w3.org/2000/svg"
                className="h-5 w-5"
                fill="none"
                viewBox="0 0 24 24"
                stroke="currentColor"
                aria-hidden="true"
              >
                <path strokeLinecap="round" strokeLinejoin="round" strokeWidth={2} d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </button>
            <ul className="menu dropdown-content z-50 mt-3 w-56 rounded-box bg-base-100 p-2 shadow">
              {MAIN_NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
          <Link to="/" className="btn btn-ghost px-1 text-lg font-bold text-primary sm:px-4 sm:text-xl">
            {SITE_NAME}
          </Link>
        </div>
        <div className="navbar-center hidden md:flex">
          <ul className="menu menu-horizontal gap-1 px-1">
            {MAIN_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
        <div className="navbar-end gap-1 sm:gap-2">
          <AccountLinks />
        </div>
      </nav>
    </header>
  );
}
