import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MANAGE_PROFILE_MESSAGES as MESSAGES } from '#shared/api/manage-profile';
import { ErrorReference } from '#web/components/ErrorReference';
import { ProfileCompletenessCard } from '#web/components/ProfileCompletenessCard';
import { UnsavedChangesPrompt } from '#web/components/UnsavedChangesPrompt';
import { usePageMeta } from '#web/components/usePageMeta';
import { loadAvailabilityEditor } from '#web/features/bookings/index';
import { ApiRequestError } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
import { myTrainerProfileQuery } from './api/my-trainer-profile';
import { PhotoUploader } from './PhotoUploader';
import { ProfileForm } from './ProfileForm';
import { ServicesEditor } from './ServicesEditor';

// Most visits edit the profile or services: the availability editor loads when its tab is first opened or hovered.
const AvailabilityEditor = lazy(() =>
  loadAvailabilityEditor().then((module) => ({ default: module.AvailabilityEditor })),
);
const preloadAvailability = () => {
  loadAvailabilityEditor().catch(() => {});
};

const TABS = [
  { key: 'profile', label: 'Profile & Contact' },
  { key: 'services', label: 'Services' },
  { key: 'availability', label: 'Availability' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/** `#edit-<field>` (the completeness checklist's links): the tab holding that field. */
function tabForHash(hash: string): Tab | null {
  if (!hash.startsWith('#edit-')) return null;
  if (hash === '#edit-services') return 'services';
  return hash === '#edit-availability' ? 'availability' : 'profile';
}

export function ManageProfilePage() {
  usePageMeta('Manage profile');
  const navigate = useNavigate();
  const { hash } = useLocation();
  const { data: profile, error, refetch, isFetching } = useQuery(myTrainerProfileQuery());
  const [tab, setTab] = useState<Tab>(() => tabForHash(hash) ?? 'profile');
  const [profileDirty, setProfileDirty] = useState(false);
  const [servicesDirty, setServicesDirty] = useState(false);
  const [availabilityDirty, setAvailabilityDirty] = useState(false);
  // The Availability tab loads its data when first opened, then stays mounted like the others.
  const [availabilityOpened, setAvailabilityOpened] = useState(tab === 'availability');
  if (tab === 'availability' && !availabilityOpened) setAvailabilityOpened(true);
  const [stale, setStale] = useState(false);
  const noTrainer = error instanceof ApiRequestError && error.status === 404;

  // SPEC 6: without a trainer record, say so and go to the dashboard (where one can be created).
  useEffect(() => {
    if (!noTrainer) return;
    toast.error(MESSAGES.noTrainer);
    navigate('/dashboard', { replace: true });
  }, [noTrainer, navigate]);

  // A checklist link (#edit-bio) opens the field's tab and puts the cursor in the field, once per
  // link: the hash stays in the address, and later saves (a new profile object) must not jump back.
  const handledHash = useRef<string | null>(null);
  const loaded = profile !== undefined;
  useEffect(() => {
    const target = tabForHash(hash);
    if (!target || !loaded || handledHash.current === hash) return;
    handledHash.current = hash;
    setTab(target);
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(hash.slice(1));
      section?.scrollIntoView({ block: 'center' });
      section?.querySelector<HTMLElement>('input, textarea, select, button')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, loaded]);

  const reload = useCallback(async () => {
    await refetch();
    setStale(false);
  }, [refetch]);

  if (!profile) {
    if (error && !noTrainer) {
      return (
        <section className="mx-auto max-w-xl px-4 py-20 text-center">
          <p className="alert alert-error">{MESSAGES.loadFailed}</p>
          <ErrorReference error={error} />
          <button type="button" className="btn mt-6" onClick={() => void refetch()}>
            Try again
          </button>
        </section>
      );
    }
    return (
      <div className="flex justify-center py-24" role="status" aria-label="Loading profile">
        <span className="loading loading-spinner loading-lg" />
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Manage Profile</h1>
          <p className="text-base-content/70">
            {profile.status === 'approved' ? (
              <>
                Public at{' '}
                <Link className="link" to={`/trainer/${profile.slug}`}>
                  /trainer/{profile.slug}
                </Link>
              </>
            ) : (
              'Your profile becomes public once our team approves it.'
            )}
          </p>
        </div>
        <Link to="/trainer-analytics" className="btn btn-outline">
          View Analytics
        </Link>
      </div>

      <div className="mt-6">
        <ProfileCompletenessCard completeness={profile.completeness} />
      </div>

      {stale && (
        <div role="alert" className="alert alert-warning mt-6">
          <span>{MESSAGES.stale}</span>
          <button type="button" className="btn btn-sm" onClick={() => void reload()} disabled={isFetching}>
            {isFetching ? 'Reloading...' : 'Reload'}
          </button>
        </div>
      )}

      <div role="tablist" className="tabs tabs-border mt-6">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`tab-${t.key}`}
            aria-controls={`panel-${t.key}`}
            aria-selected={tab === t.key}
            className={`tab ${tab === t.key ? 'tab-active' : 'text-base-content/80'}`}
            onClick={() => setTab(t.key)}
            onPointerEnter={t.key === 'availability' ? preloadAvailability : undefined}
            onFocus={t.key === 'availability' ? preloadAvailability : undefined}
          >
            {t.label}
          </button>
        ))}
      </div>
      {/* The panels stay mounted, so switching tabs never drops unsaved edits. */}
      <div role="tabpanel" id="panel-profile" aria-labelledby="tab-profile" hidden={tab !== 'profile'} className="pt-6">
        <div className="mb-6">
          <PhotoUploader name={profile.full_name} image={profile.profile_image} />
        </div>
        <ProfileForm profile={profile} onDirtyChange={setProfileDirty} onStale={() => setStale(true)} />
      </div>
      <div
        role="tabpanel"
        id="panel-services"
        aria-labelledby="tab-services"
        hidden={tab !== 'services'}
        className="pt-6"
      >
        <ServicesEditor services={profile.services} onDirtyChange={setServicesDirty} />
      </div>
      <div
        role="tabpanel"
        id="panel-availability"
        aria-labelledby="tab-availability"
        hidden={tab !== 'availability'}
        className="pt-6"
      >
        {availabilityOpened && (
          <Suspense
            fallback={
              <div className="flex justify-center py-16" role="status" aria-label="Loading availability">
                <span className="loading loading-spinner loading-lg" />
              </div>
            }
          >
            <AvailabilityEditor onDirtyChange={setAvailabilityDirty} />
          </Suspense>
        )}
      </div>
      <UnsavedChangesPrompt when={profileDirty || servicesDirty || availabilityDirty} />
    </section>
  );
}
