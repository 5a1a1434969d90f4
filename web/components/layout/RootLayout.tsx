import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Link, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { replayHeldInteractions } from '#web/lib/early-interactions';
import { loadSonner, subscribeToasterWanted, toasterWanted } from '#web/lib/toast';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { useSiteStatus } from './use-site-status';
import { VerifyEmailLink } from './VerifyEmailLink';

// Sonner stays off the first load: its Toaster is mounted with the first toast (see lib/toast).
const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));
// Shown only while an admin has them on, and only after the settings request answered anyway: both
// load with that answer instead of riding in every visitor's first chunk (initial JS budget).
const AnnouncementBanner = lazy(() =>
  import('./AnnouncementBanner').then((module) => ({ default: module.AnnouncementBanner })),
);
const MaintenanceScreen = lazy(() =>
  import('./MaintenanceScreen').then((module) => ({ default: module.MaintenanceScreen })),
);

/**
 * The page, as one element for every render of the layout, so that an update of the layout (the
 * settings or session query answering, the toaster) does not reach it. On a worker-rendered page
 * React hydrates the layout first and leaves the page inside this boundary for a later,
 * interruptible render; an update reaching the boundary before then would make React hydrate the
 * whole page in one blocking task instead (on a slow phone, the longest task of the load). An
 * emailed verification link (`?verify_email=`) is followed from inside it too, for the same reason:
 * taking the token out of the address updates the page, which then has hydrated.
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

/**
 * Marks the page as interactive once its content is hydrated (or rendered by the browser): the e2e
 * tests wait for it before they click, as a worker-rendered page can be seen before it responds.
 * Inside the page's boundary, which hydrates after the layout. What the visitor did before then
 * is replayed from here (lib/early-interactions).
 */
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
