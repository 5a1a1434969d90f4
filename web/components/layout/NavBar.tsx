import { useQuery } from '@tanstack/react-query';
import { Link, NavLink } from 'react-router';
import { SITE_NAME } from '#web/components/usePageMeta';
import { unreadCountQuery } from '#web/features/messages/index';
import { useSession } from '#web/lib/session/use-session';
import { MAIN_NAV_LINKS } from './nav-links';
import { PhoneMenu } from './PhoneMenu';
import { useSignOut } from './use-sign-out';

/**
 * The current page's item keeps daisyUI's active colours (neutral and its content colour, far
 * above 4.5:1); a text colour of our own on that background would not be (indigo on near-black was
 * 2.4:1). Bold tells it apart without colour.
 */
const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'font-semibold' : '');

/** Hidden below md: on a phone these are in the menu (PhoneMenu), so the header fits 320 px. */
const WIDE_ONLY = 'hidden md:inline-flex';

/** Conversations with unread messages, for a signed-in user (refetched on focus and after their own reading). */
function useUnreadCount(): number {
  const signedIn = useSession().status === 'signedIn';
  return useQuery({ ...unreadCountQuery(), enabled: signedIn }).data ?? 0;
}

/** "Messages, 2 unread" to assistive technology; the number shows as a badge. */
function messagesLabel(unread: number): string {
  return unread > 0 ? `Messages, ${unread} unread` : 'Messages';
}

function UnreadBadge({ unread }: { unread: number }) {
  if (unread === 0) return null;
  return (
    <span className="badge badge-primary badge-sm" aria-hidden="true" data-testid="unread-badge">
      {unread > 99 ? '99+' : unread}
    </span>
  );
}

/** An envelope, drawn here: the header carries no icon library (initial JS budget). */
function EnvelopeIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className="h-5 w-5 lg:hidden"
      fill="none"
      viewBox="0 0 24 24"
      stroke="currentColor"
      aria-hidden="true"
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth={2}
        d="M3 8l9 6 9-6M5 19h14a2 2 0 002-2V7a2 2 0 00-2-2H5a2 2 0 00-2 2v10a2 2 0 002 2z"
      />
    </svg>
  );
}

/** From md an envelope (the bar is full there with an admin's items), from lg the word; the name says both. */
function MessagesLink() {
  const unread = useUnreadCount();
  return (
    <NavLink
      to="/messages"
      className={`btn btn-ghost btn-sm gap-1 px-2 lg:px-3 ${WIDE_ONLY}`}
      aria-label={messagesLabel(unread)}
      title={messagesLabel(unread)}
    >
      <EnvelopeIcon />
      <span className="hidden lg:inline">Messages</span>
      <UnreadBadge unread={unread} />
    </NavLink>
  );
}

function AccountLinks() {
  const session = useSession();
  const signOut = useSignOut();
  if (session.status === 'loading')
    return <span className="loading loading-dots loading-sm" role="status" aria-label="Loading account" />;
  if (session.status === 'signedOut') {
    return (
      <>
        <Link to="/auth" className="btn btn-ghost btn-sm">
          Sign In
        </Link>
        <Link to="/auth?mode=signup" className={`btn btn-primary btn-sm ${WIDE_ONLY}`}>
          Become a Trainer
        </Link>
      </>
    );
  }
  return (
    <>
      <MessagesLink />
      <Link to="/dashboard" className="btn btn-ghost btn-sm">
        Dashboard
      </Link>
      {session.session.user.is_admin && (
        <Link to="/admin" className={`btn btn-ghost btn-sm ${WIDE_ONLY}`}>
          Admin
        </Link>
      )}
      <button type="button" className={`btn btn-outline btn-sm ${WIDE_ONLY}`} onClick={signOut}>
        Sign Out
      </button>
    </>
  );
}

/** The phone menu's items: the main links, then the account items the header has no room for. */
function PhoneMenuItems({ close }: { close: () => void }) {
  const session = useSession();
  const signOut = useSignOut();
  const unread = useUnreadCount();
  return (
    <ul className="menu w-full">
      {MAIN_NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={linkClass} onClick={close}>
            {link.label}
          </NavLink>
        </li>
      ))}
      {session.status === 'signedOut' && (
        <li className="mt-1 border-t border-base-200 pt-1">
          <NavLink to="/auth?mode=signup" className={linkClass} onClick={close}>
            Become a Trainer
          </NavLink>
        </li>
      )}
      {session.status === 'signedIn' && (
        <>
          <li className="mt-1 border-t border-base-200 pt-1">
            <NavLink to="/messages" className={linkClass} onClick={close} aria-label={messagesLabel(unread)}>
              Messages
              <UnreadBadge unread={unread} />
            </NavLink>
          </li>
          {session.session.user.is_admin && (
            <li>
              <NavLink to="/admin" className={linkClass} onClick={close}>
                Admin
              </NavLink>
            </li>
          )}
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              Sign Out
            </button>
          </li>
        </>
      )}
    </ul>
  );
}

export function NavBar() {
  return (
    <header className="sticky top-0 z-40 border-b border-base-200 bg-base-100/95 backdrop-blur">
      <nav className="navbar mx-auto max-w-7xl gap-1 px-2 sm:px-4" aria-label="Main">
        <div className="navbar-start w-auto min-w-0 flex-1 md:min-w-max">
          <PhoneMenu>{(close) => <PhoneMenuItems close={close} />}</PhoneMenu>
          <Link to="/" className="btn btn-ghost px-1 text-lg font-bold text-primary sm:px-4 sm:text-xl">
            {SITE_NAME}
          </Link>
        </div>
        <div className="navbar-center hidden flex-none md:flex">
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
        <div className="navbar-end w-auto shrink-0 gap-1 sm:gap-2 md:min-w-max md:flex-1">
          <AccountLinks />
        </div>
      </nav>
    </header>
  );
}
