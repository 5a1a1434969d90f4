import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { DEFAULT_SETTINGS } from '#shared/api/settings-defaults';
import { publicSettingsQuery } from '#web/features/platform-settings/api/public-settings';
import { useSession } from '#web/lib/session/use-session';

/**
 * What the layout shows site-wide: the announcement, and whether maintenance hides the page.
 * Admins keep full access (the worker enforces the same for writes); /auth stays reachable.
 */
export function useSiteStatus() {
  const settings = useQuery(publicSettingsQuery()).data ?? DEFAULT_SETTINGS;
  const session = useSession();
  const { pathname } = useLocation();
  const maintenanceOn = settings.maintenance_mode.enabled;
  const isAdmin = session.status === 'signedIn' && session.session.user.is_admin;
  const onAuthPage = pathname === '/auth' || pathname.startsWith('/auth/');
  return {
    announcement: settings.announcement,
    maintenanceMessage: settings.maintenance_mode.message,
    /** Still finding out whether the visitor is an admin: show neither page nor maintenance yet. */
    deciding: maintenanceOn && !onAuthPage && session.status === 'loading',
    showMaintenance: maintenanceOn && !onAuthPage && session.status !== 'loading' && !isAdmin,
    showAdminReminder: maintenanceOn && isAdmin,
  };
}
