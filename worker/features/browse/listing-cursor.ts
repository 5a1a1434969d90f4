import { base64url } from 'jose';
import * as z from 'zod';
import type { SortOption } from '#shared/listing-options';
import type { ListingCursor } from '#worker/features/browse/listing-query.repository';

/**
 * "Load more" continues after the last row shown (keyset), so page 500 costs what page 1 does:
 * the query seeks the sort index to the row instead of reading and dropping every row before it.
 * The cursor is the last row's sort key and id, tagged with the sort it belongs to. A search
 * ranked by relevance has no stored key to seek, so its cursor is an offset into at most
 * LISTING_COUNT_CAP matches (see listing-query.repository.ts).
 */

const cursorSchema = z.union([
  z
    .object({
      s: z.string(),
      k: z
        .array(z.union([z.string().max(40), z.number()]))
        .min(2)
        .max(4),
    })
    .strict(),
  z.object({ s: z.string(), o: z.number().int().min(0).max(1_000_000) }).strict(),
]);

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodeCursor(cursor: ListingCursor): string {
  const json = 'key' in cursor ? { s: cursor.sort, k: cursor.key } : { s: cursor.sort, o: cursor.offset };
  return base64url.encode(encoder.encode(JSON.stringify(json)));
}

/** The cursor a client sent back, for this sort; null for one made for another sort, or tampered with. */
export function decodeCursor(text: string, sort: SortOption, keyLength: number): ListingCursor | null {
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(decoder.decode(base64url.decode(text))));
  } catch {
    return null;
  }
  if (parsed.s !== sort) return null;
  if ('o' in parsed) return { sort, offset: parsed.o };
  if (parsed.k.length !== keyLength) return null;
  return { sort, key: parsed.k };
}
