import { useEffect, useRef, useState } from 'react';
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from '#shared/listing-options';
import { formatPrice } from '#web/lib/format';
import { useDebounced } from '#web/lib/use-debounced';
import type { BrowseFilters } from './browse-params';

const RATING_LABELS: Record<BrowseFilters['minRating'], string> = {
  '0': 'Any rating',
  '3': '3+ stars',
  '4': '4+ stars',
  '4.5': '4.5+ stars',
};

/** How long the price slider must rest before the URL and the results follow it. */
const PRICE_SETTLE_MS = 300;

export function FilterPanel({
  filters,
  onChange,
  onPriceChange,
}: {
  filters: BrowseFilters;
  onChange: (next: Partial<BrowseFilters>) => void;
  /** Price updates replace the history entry, so one drag is one Back step. */
  onPriceChange: (next: { minPrice: number; maxPrice: number }) => void;
}) {
  // While dragging, only this draft moves; the URL and the listing request follow once it settles.
  const [draft, setDraft] = useState({ minPrice: filters.minPrice, maxPrice: filters.maxPrice });
  const settled = useDebounced(draft, PRICE_SETTLE_MS);
  // Only the visitor's own drag commits; a URL change (Back, a shared link) resets the draft instead.
  const dragged = useRef(false);
  const move = (next: (d: typeof draft) => typeof draft) => {
    dragged.current = true;
    setDraft(next);
  };
  useEffect(() => {
    dragged.current = false;
    setDraft({ minPrice: filters.minPrice, maxPrice: filters.maxPrice });
  }, [filters.minPrice, filters.maxPrice]);
  useEffect(() => {
    // Commit only once the debounced value has caught up with the drag: this effect also runs
    // when the parent re-renders mid-drag (e.g. a slow earlier response arrives), and must not
    // drop the drag then.
    if (!dragged.current || settled.minPrice !== draft.minPrice || settled.maxPrice !== draft.maxPrice) return;
    dragged.current = false;
    if (settled.minPrice !== filters.minPrice || settled.maxPrice !== filters.maxPrice) onPriceChange(settled);
  }, [settled, draft, filters.minPrice, filters.maxPrice, onPriceChange]);

  return (
    <div id="filter-panel" className="grid gap-6 rounded-box border border-base-200 bg-base-100 p-4 md:grid-cols-3">
      <fieldset>
        <legend className="mb-2 font-medium">
          Price range: {formatPrice(draft.minPrice)} – {formatPrice(draft.maxPrice)}
          {draft.maxPrice === PRICE_MAX ? '+' : ''}
        </legend>
        <PriceSlider
          label="Min"
          name="minPrice"
          ariaLabel="Minimum price"
          value={draft.minPrice}
          onChange={(value) => move((d) => ({ minPrice: value, maxPrice: Math.max(value, d.maxPrice) }))}
        />
        <PriceSlider
          label="Max"
          name="maxPrice"
          ariaLabel="Maximum price"
          value={draft.maxPrice}
          onChange={(value) => move((d) => ({ maxPrice: value, minPrice: Math.min(value, d.minPrice) }))}
        />
      </fieldset>
      <label className="flex flex-col gap-2">
        <span className="font-medium">Minimum rating</span>
        <select
          name="minRating"
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
          name="verified"
          value="true"
          className="toggle toggle-primary"
          checked={filters.verified}
          onChange={(e) => onChange({ verified: e.target.checked })}
        />
        <span className="font-medium">Verified trainers only</span>
      </label>
    </div>
  );
}

function PriceSlider(props: {
  label: string;
  name: string;
  ariaLabel: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="mt-2 flex items-center gap-2 text-sm first-of-type:mt-0">
      <span className="w-8">{props.label}</span>
      <input
        type="range"
        name={props.name}
        className="range range-primary range-sm"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        value={props.value}
        aria-label={props.ariaLabel}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
    </label>
  );
}
