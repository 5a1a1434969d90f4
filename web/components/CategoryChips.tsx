import { ALL_CATEGORIES } from '#web/lib/search-filter-params';

/** "All" plus one chip per category; the pressed chip is the current filter (null: All). */
export function CategoryChips({
  categories,
  selected,
  onSelect,
  label = 'Categories',
}: {
  categories: readonly string[];
  selected: string | null;
  onSelect: (category: string | null) => void;
  label?: string;
}) {
  // A category from the URL that has no content any more still shows, so it can be seen and left.
  const shown = selected && !categories.includes(selected) ? [...categories, selected] : categories;
  const chip = (name: string, value: string | null) => {
    const pressed = value === selected;
    return (
      <li key={name} className="max-w-full">
        <button
          type="button"
          className={`btn btn-sm max-w-full rounded-full ${pressed ? 'btn-primary' : 'btn-outline'}`}
          aria-pressed={pressed}
          onClick={() => onSelect(value)}
        >
          {/* A name longer than the row (categories are free text) ends in an ellipsis, not off screen. */}
          <span className="truncate">{name}</span>
        </button>
      </li>
    );
  };
  return (
    // The chips wrap at every width: a row that scrolled sideways on phones hid the chips past the
    // edge with nothing to say they were there. Public pages come from the worker with their data
    // (chips included), so the rows are in place at first paint.
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {chip(ALL_CATEGORIES, null)}
      {shown.map((category) => chip(category, category))}
    </ul>
  );
}
