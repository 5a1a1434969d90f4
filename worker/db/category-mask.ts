// Here, not in a feature: the schema's partial indexes, the triggers and the listing must use the same bits.
import { CATEGORY_KEYS, type CategoryKey } from '#shared/categories';

/** Bit i of `trainers.category_mask` is CATEGORY_KEYS[i]; it gives each category its own sort indexes (decision 057). */
export function categoryBit(category: CategoryKey): number {
  return 1 << CATEGORY_KEYS.indexOf(category);
}

/** The partial index condition; the listing writes the same text with the bit literal, so SQLite sees the index applies. */
export function listedInCategory(category: CategoryKey): string {
  return `listed = 1 AND category_mask & ${categoryBit(category)} != 0`;
}

/** The SQL the triggers use for a trainer's mask, from its services (for the migration and its test). */
export function categoryMaskSql(trainerId: string): string {
  const bits = CATEGORY_KEYS.map((key) => `WHEN '${key}' THEN ${categoryBit(key)}`).join(' ');
  return `(SELECT coalesce(sum(DISTINCT CASE category ${bits} ELSE 0 END), 0) FROM services WHERE trainer_id = ${trainerId})`;
}
