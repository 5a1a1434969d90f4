import { lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { TrainerProfileData } from '#shared/api/trainers';
import { CATEGORY_TITLES } from '#shared/categories';
import { RatingStars } from '#web/components/RatingStars';
import { SaveTrainerButton } from '#web/components/SaveTrainerButton';
import { TrainerAvatar } from '#web/components/TrainerAvatar';
import { RequestSessionButton } from '#web/features/bookings/index';
import { SendMessageButton } from '#web/features/messages/index';
import { loadMyReviewPanel, MyReviewLoading, ReviewsTab } from '#web/features/reviews/index';
import { formatFromPrice } from '#web/lib/format';
import { useSession } from '#web/lib/session/use-session';
import { ContactLinks } from './ContactLinks';
import { ProfilePreview } from './profile-preview';
import { usualReplyText } from './reply-time';
import { ServicesTab } from './ServicesTab';

// The review form brings the zod schemas and the form library: loaded when the Reviews tab is
// near (pointer or focus on the tab), not with the profile's first screen.
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

/** Rendered by the public page and the preview (ProfilePreview context: no saving, reviewing or analytics). */
export function TrainerProfileView({ trainer }: { trainer: TrainerProfileData }) {
  const preview = useContext(ProfilePreview);
  const [tab, setTab] = useState<Tab>('About');
  const tabButtons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const { hash } = useLocation();
  // `#reviews` (the "Leave a review" links of My sessions and the review-request email) opens the
  // Reviews tab: after the first render, so the worker's first screen hydrates as it was rendered.
  useEffect(() => {
    if (hash !== '#reviews') return;
    setTab('Reviews');
    tabButtons.current.Reviews?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const session = useSession();
  const ownProfile = session.status === 'signedIn' && session.session.user.id === trainer.user_id;
  const replyTime = usualReplyText(trainer.reply_hours);
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
            {!ownProfile && !preview && <SaveTrainerButton trainerId={trainer.id} name={trainer.full_name} />}
            {!ownProfile && !preview && <SendMessageButton trainer={trainer} />}
            {/* Only when a service can be booked online; its dialog's code loads on pointer or focus. */}
            {!ownProfile && !preview && <RequestSessionButton trainer={trainer} resumeFromAuth />}
            <ContactLinks trainer={trainer} />
          </div>
          {/* From the profile's own data, so it is in the worker's first screen; the trainer sees it too, as learners do. */}
          {replyTime && <p className="mt-2 text-sm text-base-content/70">{replyTime}</p>}
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
            aria-controls={`profile-panel-${name}`}
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
            onPointerEnter={name === 'Reviews' && !preview ? loadMyReviewPanel : undefined}
            onFocus={name === 'Reviews' && !preview ? loadMyReviewPanel : undefined}
          >
            {name}
          </button>
        ))}
      </div>
      {/* One panel per tab, each labelled by its tab (WAI-ARIA; the HTML checker asks for it); only the
          selected one is shown and rendered. */}
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`profile-panel-${name}`}
          aria-labelledby={`profile-tab-${name}`}
          hidden={tab !== name}
          className="py-6"
        >
          {tab === name && <TabContent name={name} trainer={trainer} ownProfile={ownProfile} />}
        </div>
      ))}
    </section>
  );
}

function TabContent({ name, trainer, ownProfile }: { name: Tab; trainer: TrainerProfileData; ownProfile: boolean }) {
  const preview = useContext(ProfilePreview);
  // A visitor who may be signed in sees where their review will be while its code loads.
  const signedOut = useSession().status === 'signedOut';
  return (
    <>
      {name === 'About' && (
        <div className="prose max-w-none">
          {trainer.description ? (
            <p className="whitespace-pre-line">{trainer.description}</p>
          ) : (
            <p>No description provided yet.</p>
          )}
          {trainer.bio && <p className="whitespace-pre-line">{trainer.bio}</p>}
        </div>
      )}
      {name === 'Services' && <ServicesTab trainer={trainer} ownProfile={ownProfile} />}
      {name === 'Reviews' &&
        (preview && !preview.isPublic ? (
          <p className="py-8 text-center text-base-content/70">Reviews appear here once the profile is public.</p>
        ) : (
          <>
            {/* The reviews render beside it at once: nothing of the visitor's own review holds them up. */}
            {!preview && (
              <Suspense fallback={signedOut || ownProfile ? null : <MyReviewLoading />}>
                <MyReviewPanel slug={trainer.slug} trainerUserId={trainer.user_id} />
              </Suspense>
            )}
            <ReviewsTab slug={trainer.slug} />
          </>
        ))}
    </>
  );
}
