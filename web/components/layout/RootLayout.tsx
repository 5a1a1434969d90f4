import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Link, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useLiveChannel } from '#web/features/messages/index';
import { replayHeldInteractions } from '#web/lib/early-interactions';
import { loadSonner, subscribeToasterWanted, toasterWanted } from '#web/lib/toast';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { useSiteStatus } from './use-site-status';
import { VerifyEmailLink } from './VerifyEmailLink';

// Sonner stays off the first load: its Toaster is mounted with the first toast (see lib/toast).
const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));
// Loaded with the settings answer instead of riding in every visitor's first chunk.
const AnnouncementBanner = lazy(() =>
  import('./AnnouncementBanner').then((module) => ({ default: module.AnnouncementBanner })),
);
const MaintenanceScreen = lazy(() =>
  import('./MaintenanceScreen').then((module) => ({ default: module.MaintenanceScreen })),
);

/**
 * One element for every render, so a layout update does not reach the page: an update reaching this boundary before
 * it hydrates would make React hydrate the whole page in one blocking task (decision 034).
 */
const PAGE = (
  <Suspense fallback={<PageLoading />}>
    <Outlet />
    <InteractiveMark />
    <VerifyEmailLink />
  </Suspense>
);

export function RootLayout() {
  const navigation = useNavigation();
  const site = useSiteStatus();
  const showToaster = useSyncExternalStore(subscribeToasterWanted, toasterWanted, toasterWanted);
  // New messages, reads and the unread count arrive while the signed-in user is on any page.
  useLiveChannel();
  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 btn btn-sm"
      >
        Skip to content
      </a>
      {site.announcement.enabled && site.announcement.message && (
        <Suspense fallback={null}>
          <AnnouncementBanner announcement={site.announcement} />
        </Suspense>
      )}
      {site.showAdminReminder && (
        <div role="status" className="alert alert-warning rounded-none justify-center">
          Maintenance mode is on: visitors see the maintenance page.{' '}
          <Link to="/admin/settings" className="link">
            Settings
          </Link>
        </div>
      )}
      <NavBar />
      {navigation.state === 'loading' && (
        <progress className="progress progress-primary fixed top-0 left-0 z-50 h-1 w-full" aria-label="Loading page" />
      )}
      <main id="main" className="flex-1">
        {site.deciding ? (
          <PageLoading />
        ) : site.showMaintenance ? (
          <Suspense fallback={<PageLoading />}>
            <MaintenanceScreen message={site.maintenanceMessage} />
            <InteractiveMark />
          </Suspense>
        ) : (
          PAGE
        )}
      </main>
      <Footer />
      {showToaster && (
        <Suspense fallback={null}>
          {/* Below the sticky nav bar (4 rem + border), so a toast never covers the links a user reaches for next;
              Sonner pauses a hovered toast, so one lying over the nav could block it indefinitely. */}
          <Toaster richColors position="top-right" closeButton offset={{ top: 76 }} mobileOffset={{ top: 72 }} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}

/** Marks the page interactive once hydrated (the e2e tests wait for it) and replays what the visitor did before. */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
    replayHeldInteractions();
  }, []);
  return null;
}

function PageLoading() {
  return (
    <div className="flex justify-center py-24" role="status" aria-label="Loading">
      <span className="loading loading-spinner loading-lg" />
    </div>
  );
}
