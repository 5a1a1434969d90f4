import { useNavigate } from 'react-router';
import { signOut } from '#web/lib/session/sign-in-out';
import { toast } from '#web/lib/toast';

export const SIGNED_OUT_TOAST = 'You have been signed out.';

/** SPEC 2: Sign Out signs out and returns to /; the toast says it happened. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    // Home first (the navigation settles once the home page's chunk is in), then signed out:
    // otherwise a private page's guard (RequireAuth) still on screen redirects to /auth and can
    // win over the navigation home.
    await navigate('/');
    await signOut();
    toast.success(SIGNED_OUT_TOAST);
  };
}
