import { useId } from 'react';
import { formatRating, starFills } from '#web/lib/format';

interface RatingStarsProps {
  rating: number;
  /** The number of reviews behind `rating`, for a trainer's average; absent for a single review. */
  count?: number;
  size?: 'sm' | 'md';
  /** What a trainer without reviews shows instead of empty stars and "0.0 (0)". */
  unrated?: string;
}

/**
 * Five stars with half-star display plus the number with one decimal (SPEC 9). A trainer nobody has
 * reviewed yet is not rated 0: they show `unrated` ("New" on cards).
 */
export function RatingStars({ rating, count, size = 'sm', unrated = 'New' }: RatingStarsProps) {
  const px = size === 'sm' ? 'h-4 w-4' : 'h-5 w-5';
  const gradientId = `half-star-${useId()}`;
  if (count === 0) {
    return <span className="badge badge-ghost font-medium">{unrated}</span>;
  }
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={`Rated ${formatRating(rating)} out of 5`}>
      {starFills(rating).map((fill, i) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positional
          key={i}
          viewBox="0 0 20 20"
          className={px}
          aria-hidden="true"
          data-fill={fill}
        >
          {fill === 0.5 && (
            <defs>
              <linearGradient id={gradientId}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="transparent" />
              </linearGradient>
            </defs>
          )}
          <path
            d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
            className="text-amber-400"
            fill={fill === 1 ? 'currentColor' : fill === 0.5 ? `url(#${gradientId})` : 'none'}
            stroke="currentColor"
            strokeWidth="1.2"
          />
        </svg>
      ))}
      <span className="ml-1 text-sm font-medium">{formatRating(rating)}</span>
      {count !== undefined && <span className="text-sm text-base-content/60">({count})</span>}
    </span>
  );
}
