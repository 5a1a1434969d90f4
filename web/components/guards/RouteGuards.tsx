import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '#web/lib/session/use-session';
import { signInPath } from '#web/lib/sign-in-path';
import { toast } from '#web/lib/toast';

function Checking() {
  return (
    <div className="flex justify-center py-24" role="status" aria-label="Checking your session">
      <span className="loading loading-spinner loading-lg" />
    </div>
  );
}

/**
 * Signed-in only (SPEC 6); otherwise to /auth. A convenience: the worker enforces the same rule.
 * `returnHere`: signing in comes back to this page (a thread opened from an email link), not the dashboard.
 */
export function RequireAuth({
  children,
  message,
  returnHere = false,
}: {
  children: ReactNode;
  message?: string;
  returnHere?: boolean;
}) {
  const session = useSession();
  const location = useLocation();
  const warned = useRef(false);
  const wasSignedIn = useRef(false);
  if (session.status === 'signedIn') wasSignedIn.current = true;
  useEffect(() => {
    // Only a visitor who arrives signed out is told; signing out here is not an error.
    if (session.status === 'signedOut' && message && !warned.current && !wasSignedIn.current) {
      warned.current = true;
      toast.error(message);
    }
  }, [session.status, message]);
  if (session.status === 'loading') return <Checking />;
  if (session.status === 'signedOut') {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={returnHere ? signInPath(here) : '/auth'} replace state={{ from: location.pathname }} />;
  }
  return children;
}

/** Admin pages (SPEC 4): signed out goes to /auth, a non-admin goes to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <Checking />;
  if (session.status === 'signedOut') return <Navigate to="/auth" replace />;
  if (!session.session.user.is_admin) return <Navigate to="/" replace />;
  return children;
}
