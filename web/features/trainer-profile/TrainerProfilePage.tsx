import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { CATEGORY_TITLES } from '#shared/categories';
import { trainerPageDescription, trainerPageTitle } from '#shared/page-copy';
import { RatingStars } from '../../components/RatingStars';
import { SaveTrainerButton } from '../../components/SaveTrainerButton';
import { TrainerAvatar } from '../../components/TrainerAvatar';
import { usePageMeta } from '../../components/usePageMeta';
import { trackProfileView } from '../../lib/analytics-events';
import { ApiRequestError } from '../../lib/api-client';
import { formatFromPrice } from '../../lib/format';
import { useSession } from '../../lib/session/use-session';
import { toast } from '../../lib/toast';
import { trainerProfileQuery } from './api/trainer-profile';
import { ContactLinks } from './ContactLinks';
import { ReviewsTab } from './ReviewsTab';
import { ServicesTab } from './ServicesTab';

// The review form brings the zod schemas and the form library: loaded when the Reviews tab is
// near (pointer or focus on the tab), not with the profile's first screen.
const loadMyReviewPanel = () => import('./MyReviewPanel');
const MyReviewPanel = lazy(() => loadMyReviewPanel().then((module) => ({ default: module.MyReviewPanel })));

const TABS = ['About', 'Services', 'Reviews'] as const;
type Tab = (typeof TABS)[number];

/** The tab a key moves to from `current` (WAI-ARIA tabs pattern), or null for any other key. */
export function tabAfterKey(current: Tab, key: string): Tab | null {
  const index = TABS.indexOf(current);
  const last = TABS.length - 1;
  const target =
    key === 'ArrowRight'
      ? index === last
        ? 0
        : index + 1
      : key === 'ArrowLeft'
        ? index === 0
          ? last
          : index - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  return target === null ? null : (TABS[target] ?? null);
}

export function TrainerProfilePage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const client = useQueryClient();
  const { data: trainer, error } = useQuery(trainerProfileQuery(slug));
  const [tab, setTab] = useState<Tab>('About');
  const tabButtons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const tracked = useRef<string | null>(null);
  const session = useSession();
  usePageMeta(
    trainer ? trainerPageTitle(trainer) : 'Trainer profile',
    trainer ? trainerPageDescription(trainer) : undefined,
  );

  // SPEC 8: an unknown trainer sends the visitor back to the listing; other failures stay here.
  // A failed background refresh of a profile already shown keeps showing it.
  const failed = Boolean(error) && !trainer;
  const notFound = error instanceof ApiRequestError && error.status === 404;
  useEffect(() => {
    if (!failed) return;
    if (notFound) {
      toast.error('Trainer not found');
      navigate('/trainers', { replace: true });
    } else {
      toast.error('Failed to load trainer profile');
    }
  }, [failed, notFound, navigate]);

  // An old slug (the trainer renamed since): the API answered 301 and fetch followed it, so the
  // profile is the current one; the address bar gets its current URL, keeping ?source= and ?search=.
  useEffect(() => {
    if (!trainer || trainer.slug === slug) return;
    client.setQueryData(trainerProfileQuery(trainer.slug).queryKey, trainer);
    navigate({ pathname: `/trainer/${trainer.slug}`, search }, { replace: true });
  }, [trainer, slug, search, client, navigate]);

  // One profile view per page visit (SPEC 7: source from ?source=, default direct; search from ?search=).
  useEffect(() => {
    if (!trainer || tracked.current === trainer.slug) return;
    tracked.current = trainer.slug;
    trackProfileView(trainer.id, params.get('source'), params.get('search'), document.referrer);
  }, [trainer, params]);

  if (failed && !notFound) {
    return <p className="mx-auto max-w-xl px-4 py-20 text-center">Failed to load trainer profile</p>;
  }
  if (!trainer) {
    return (
      <div className="flex justify-center py-24" role="status" aria-label="Loading trainer">
        <span className="loading loading-spinner loading-lg" />
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <header className="flex flex-col gap-6 md:flex-row md:items-start">
        <TrainerAvatar name={trainer.full_name} image={trainer.profile_image} size={112} priority />
        <div className="flex-1">
          <h1 className="text-3xl font-bold">{trainer.full_name}</h1>
          <p className="mt-1 text-lg text-base-content/70">{trainer.headline}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <RatingStars rating={trainer.rating_avg} count={trainer.review_count} size="md" unrated="No reviews yet" />
            {trainer.min_price !== null && (
              <span className="font-semibold">{formatFromPrice(trainer.min_price, trainer.min_price_minutes)}</span>
            )}
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            {trainer.email_verified && <span className="badge badge-info">Email Verified</span>}
            {trainer.identity_verified && (
              <span className="badge badge-success" title="Verified by the team">
                Identity Verified
              </span>
            )}
            {trainer.is_featured && <span className="badge badge-secondary">Featured trainer</span>}
            {trainer.categories.map((key) => (
              <span key={key} className="badge badge-outline">
                {CATEGORY_TITLES[key]}
              </span>
            ))}
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {/* Nobody saves their own profile (while the session loads, the button says "Checking…"). */}
            {!(session.status === 'signedIn' && session.session.user.id === trainer.user_id) && (
              <SaveTrainerButton trainerId={trainer.id} name={trainer.full_name} />
            )}
            <ContactLinks trainer={trainer} />
          </div>
        </div>
      </header>

      {/* Inactive tabs darker than daisyUI's half opacity, which fails WCAG AA contrast. */}
      {/* WAI-ARIA tabs: one tab in the tab order, arrows (wrapping), Home and End move and select. */}
      <div role="tablist" aria-label="Profile" className="tabs tabs-border mt-10">
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabButtons.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`profile-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="profile-tabpanel"
            tabIndex={tab === name ? 0 : -1}
            className={`tab ${tab === name ? 'tab-active' : 'text-base-content/80'}`}
            onClick={() => setTab(name)}
            onKeyDown={(event) => {
              const next = tabAfterKey(name, event.key);
              if (!next) return;
              event.preventDefault();
              setTab(next);
              tabButtons.current[next]?.focus();
            }}
            onPointerEnter={name === 'Reviews' ? loadMyReviewPanel : undefined}
            onFocus={name === 'Reviews' ? loadMyReviewPanel : undefined}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="profile-tabpanel" aria-labelledby={`profile-tab-${tab}`} className="py-6">
        {tab === 'About' && (
          <div className="prose max-w-none">
            {trainer.description ? (
              <p className="whitespace-pre-line">{trainer.description}</p>
            ) : (
              <p>No description provided yet.</p>
            )}
            {trainer.bio && <p className="whitespace-pre-line">{trainer.bio}</p>}
          </div>
        )}
        {tab === 'Services' && <ServicesTab trainer={trainer} />}
        {tab === 'Reviews' && (
          <>
            <Suspense fallback={null}>
              <MyReviewPanel slug={trainer.slug} trainerUserId={trainer.user_id} />
            </Suspense>
            <ReviewsTab slug={trainer.slug} />
          </>
        )}
      </div>
    </section>
  );
}
