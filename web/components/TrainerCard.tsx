import { Link } from 'react-router';
import type { TrainerCardData } from '#shared/api/trainers';
import { CATEGORY_TITLES } from '#shared/categories';
import { usePrefetchTrainerProfile } from '#web/features/trainer-profile/api/trainer-profile';
import { formatFromPrice } from '#web/lib/format';
import { RatingStars } from './RatingStars';
import { SaveTrainerButton } from './SaveTrainerButton';
import { TrainerAvatar } from './TrainerAvatar';

/**
 * SPEC 2 Trainer card: links to /trainer/{slug}?source=search. Pointing at or focusing the card
 * starts loading the profile, so it is usually there by the time the link is followed.
 */
export function TrainerCard({ trainer }: { trainer: TrainerCardData }) {
  const href = `/trainer/${trainer.slug}?source=search`;
  const prefetchProfile = usePrefetchTrainerProfile();
  const prefetch = () => prefetchProfile(trainer.slug);
  return (
    <article
      className="card h-full border border-base-200 bg-base-100 shadow-sm transition hover:shadow-md"
      data-testid="trainer-card"
      onMouseEnter={prefetch}
      onFocus={prefetch}
    >
      <div className="card-body gap-3">
        <div className="flex items-start gap-3">
          <TrainerAvatar name={trainer.full_name} image={trainer.profile_image} />
          <div className="min-w-0 flex-1">
            <h3 className="card-title text-lg leading-tight">
              <Link to={href} className="link-hover">
                {trainer.full_name}
              </Link>
            </h3>
            <p className="line-clamp-2 text-sm text-base-content/70">{trainer.headline}</p>
          </div>
          <SaveTrainerButton trainerId={trainer.id} name={trainer.full_name} variant="icon" />
        </div>
        <div className="flex flex-wrap gap-1">
          {trainer.is_featured && <span className="badge badge-secondary badge-sm">Featured</span>}
          {trainer.identity_verified && <span className="badge badge-success badge-sm">Verified</span>}
          {trainer.categories.map((key) => (
            <span key={key} className="badge badge-outline badge-sm">
              {CATEGORY_TITLES[key]}
            </span>
          ))}
        </div>
        <div className="mt-auto flex items-end justify-between gap-2">
          <div>
            <div className="flex flex-wrap items-center gap-x-2">
              <RatingStars rating={trainer.rating_avg} count={trainer.review_count} />
              {/* Issue #42: of the reviews, those by learners with a completed session here. */}
              {trainer.verified_review_count > 0 && (
                <span className="text-xs text-success" title="Reviews by learners after a completed session">
                  {trainer.verified_review_count} verified
                </span>
              )}
            </div>
            {trainer.min_price !== null && (
              <p className="mt-1 font-semibold">{formatFromPrice(trainer.min_price, trainer.min_price_minutes)}</p>
            )}
          </div>
          <Link to={href} className="btn btn-primary btn-sm" aria-label={`View Profile of ${trainer.full_name}`}>
            View Profile
          </Link>
        </div>
      </div>
    </article>
  );
}

export function TrainerCardSkeleton() {
  return (
    <div className="card border border-base-200 bg-base-100" aria-hidden="true" data-testid="trainer-card-skeleton">
      <div className="card-body gap-3">
        <div className="flex gap-3">
          <div className="skeleton h-16 w-16 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="skeleton h-5 w-3/4" />
            <div className="skeleton h-4 w-full" />
          </div>
        </div>
        <div className="skeleton h-4 w-1/2" />
        <div className="skeleton h-8 w-full" />
      </div>
    </div>
  );
}
