import { formatPrice } from '#shared/money';

export { formatPrice };

/**
 * A trainer's lowest price with what it buys: "From $50 / 1 h" (SPEC 2 "From {price}", with the
 * unit of the service it is for; without the length when it is not known).
 */
export function formatFromPrice(price: number, minutes: number | null | undefined): string {
  return minutes ? `From ${formatPrice(price)} / ${formatDuration(minutes)}` : `From ${formatPrice(price)}`;
}

/** One decimal when ratings are shown as numbers (SPEC 9). */
export function formatRating(value: number): string {
  return value.toFixed(1);
}

/** Five stars with half-star display: the fill of each star, 1, 0.5 or 0. */
export function starFills(rating: number, max = 5): number[] {
  const rounded = Math.round(Math.min(Math.max(rating, 0), max) * 2) / 2;
  return Array.from({ length: max }, (_, i) => (rounded >= i + 1 ? 1 : rounded >= i + 0.5 ? 0.5 : 0));
}

export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** A count with thousands separators, the same on the server and in every browser (no locale). */
export function formatCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
