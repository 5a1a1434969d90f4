import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from '../../../worker/shared/api/trainers';
import { formatPrice } from '../../lib/format';
import type { BrowseFilters } from './browse-params';

const RATING_LABELS: Record<BrowseFilters['minRating'], string> = {
  '0': 'Any rating',
  '3': '3+ stars',
  '4': '4+ stars',
  '4.5': '4.5+ stars',
};

export function FilterPanel({
  filters,
  onChange,
}: {
  filters: BrowseFilters;
  onChange: (next: Partial<BrowseFilters>) => void;
}) {
  return (
    <div id="filter-panel" className="grid gap-6 rounded-box border border-base-200 bg-base-100 p-4 md:grid-cols-3">
      <fieldset>
        <legend className="mb-2 font-medium">
          Price range: {formatPrice(filters.minPrice)} – {formatPrice(filters.maxPrice)}
          {filters.maxPrice === PRICE_MAX ? '+' : ''}
        </legend>
        <label className="flex items-center gap-2 text-sm">
          <span className="w-8">Min</span>
          <input
            type="range"
            className="range range-primary range-sm"
            min={PRICE_MIN}
            max={PRICE_MAX}
            step={PRICE_STEP}
            value={filters.minPrice}
            aria-label="Minimum price"
            onChange={(e) => {
              const value = Number(e.target.value);
              onChange({ minPrice: value, maxPrice: Math.max(value, filters.maxPrice) });
            }}
          />
        </label>
        <label className="mt-2 flex items-center gap-2 text-sm">
          <span className="w-8">Max</span>
          <input
            type="range"
            className="range range-primary range-sm"
            min={PRICE_MIN}
            max={PRICE_MAX}
            step={PRICE_STEP}
            value={filters.maxPrice}
            aria-label="Maximum price"
            onChange={(e) => {
              const value = Number(e.target.value);
              onChange({ maxPrice: value, minPrice: Math.min(value, filters.minPrice) });
            }}
          />
        </label>
      </fieldset>
      <label className="flex flex-col gap-2">
        <span className="font-medium">Minimum rating</span>
        <select
          className="select select-bordered"
          value={filters.minRating}
          onChange={(e) => onChange({ minRating: e.target.value as BrowseFilters['minRating'] })}
        >
          {(Object.keys(RATING_LABELS) as BrowseFilters['minRating'][]).map((value) => (
            <option key={value} value={value}>
              {RATING_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex cursor-pointer items-center gap-3 self-end pb-3">
        <input
          type="checkbox"
          className="toggle toggle-primary"
          checked={filters.verified}
          onChange={(e) => onChange({ verified: e.target.checked })}
        />
        <span className="font-medium">Verified trainers only</span>
      </label>
    </div>
  );
}
