import { Link } from 'react-router';
import type { SavedTrainer } from '#shared/api/saved-trainers';
import { humanizeCategory } from '#shared/categories';
import { DEFAULT_TRAINER_HEADLINE } from '#shared/enums';
import { TrainerAvatar } from '#web/components/TrainerAvatar';
import { formatFromPrice } from '#web/lib/format';

/** SPEC 2 saved card: default headline, unique categories (underscores to spaces, capitalised), lowest price. */
export function SavedTrainerCard({
  trainer,
  removing,
  onRemove,
}: {
  trainer: SavedTrainer;
  removing: boolean;
  onRemove: () => void;
}) {
  const categories = [...new Set(trainer.categories)].map(humanizeCategory);
  return (
    <article className="card h-full border border-base-200 bg-base-100 shadow-sm" data-testid="saved-trainer">
      <div className="card-body gap-3">
        <div className="flex items-start gap-3">
          <TrainerAvatar name={trainer.full_name} image={trainer.profile_image} />
          <div className="min-w-0 flex-1">
            <h2 className="card-title text-lg">
              <Link to={`/trainer/${trainer.slug}`} className="link-hover">
                {trainer.full_name}
              </Link>
            </h2>
            <p className="line-clamp-2 text-sm text-base-content/70">
              {trainer.headline?.trim() || DEFAULT_TRAINER_HEADLINE}
            </p>
          </div>
          <button
            type="button"
            className="btn btn-circle btn-ghost btn-sm text-error"
            aria-label={`Remove ${trainer.full_name} from saved trainers`}
            disabled={removing}
            onClick={onRemove}
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="currentColor">
              <path d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.6C12 6.1 13.4 5 15.4 5c3.4 0 5.4 3.6 4.1 6.8C19.5 16.4 12 21 12 21z" />
            </svg>
          </button>
        </div>
        <div className="flex flex-wrap gap-1">
          {trainer.is_featured && <span className="badge badge-secondary badge-sm">Featured</span>}
          {trainer.identity_verified && <span className="badge badge-success badge-sm">Verified</span>}
          {categories.map((category) => (
            <span key={category} className="badge badge-outline badge-sm">
              {category}
            </span>
          ))}
        </div>
        {trainer.min_price !== null && (
          <p className="mt-auto font-semibold">{formatFromPrice(trainer.min_price, trainer.min_price_minutes)}</p>
        )}
      </div>
    </article>
  );
}
