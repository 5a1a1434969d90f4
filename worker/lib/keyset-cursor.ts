/**
 * Where a keyset page starts: the last row's (time, id), in the order of the list (the inbox's last
 * message time, a session's start). Opaque to the client: base64url of `time|id`.
 */
export interface KeysetCursor {
  at: string;
  id: number;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

export function encodeKeysetCursor(cursor: KeysetCursor): string {
  return btoa(`${cursor.at}|${cursor.id}`).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** Null for anything this worker did not make (the client gets 400, never a query on a made-up key). */
export function decodeKeysetCursor(text: string): KeysetCursor | null {
  let decoded: string;
  try {
    decoded = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const [at, id, ...rest] = decoded.split('|');
  if (rest.length > 0 || !at || !id || !ISO_TIME.test(at) || !/^[1-9]\d{0,15}$/.test(id)) return null;
  const n = Number(id);
  return Number.isSafeInteger(n) ? { at, id: n } : null;
}

/**
 * A page of `size` rows from a read of `size + 1` (the extra row only tells that more follow), with
 * the encoded cursor of its last row, or null on the last page.
 */
export function keysetPage<Row>(
  rows: Row[],
  size: number,
  cursorOf: (row: Row) => KeysetCursor,
): { page: Row[]; next: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { page, next: rows.length > size && last ? encodeKeysetCursor(cursorOf(last)) : null };
}
