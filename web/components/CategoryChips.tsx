import { ALL_CATEGORIES } from '../lib/search-filter-params';

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
      <li key={name} className="shrink-0">
        <button
          type="button"
          className={`btn btn-sm rounded-full ${pressed ? 'btn-primary' : 'btn-outline'}`}
          aria-pressed={pressed}
          onClick={() => onSelect(value)}
        >
          {name}
        </button>
      </li>
    );
  };
  return (
    // One scrolling row on phones: the chips arrive with the data, and a row that wrapped would
    // push the list below it down (layout shift); from `sm` up they wrap as usual.
    <ul className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0" aria-label={label}>
      {chip(ALL_CATEGORIES, null)}
      {shown.map((category) => chip(category, category))}
    </ul>
  );
}
