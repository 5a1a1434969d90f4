// Here, not in a feature: the schema's partial indexes, the triggers and the listing must use the same bits.
import { CATEGORY_KEYS, type CategoryKey } from '#shared/categories';

/**
 * `trainers.category_mask`: one bit per category the trainer has a service in, bit i for
 * CATEGORY_KEYS[i] (kept by triggers on services, migration 0019). It lets a category page walk a
 * partial index of that category's listed trainers in the page's sort order, where walking every
 * listed trainer and testing the category reads on until enough of them match: most rows when the
 * sort runs against the category (a category of low prices, sorted by price, high first).
 */
export function categoryBit(category: CategoryKey): number {
  return 1 << CATEGORY_KEYS.indexOf(category);
}

/**
 * The partial index condition for one category's listed trainers. The listing writes the same
 * text (with the bit as a literal) so SQLite can see the index applies while planning.
 */
export function listedInCategory(category: CategoryKey): string {
  return `listed = 1 AND category_mask & ${categoryBit(category)} != 0`;
}

/** The SQL the triggers use for a trainer's mask, from its services (for the migration and its test). */
export function categoryMaskSql(trainerId: string): string {
  const bits = CATEGORY_KEYS.map((key) => `WHEN '${key}' THEN ${categoryBit(key)}`).join(' ');
  return `(SELECT coalesce(sum(DISTINCT CASE category ${bits} ELSE 0 END), 0) FROM services WHERE trainer_id = ${trainerId})`;
}
