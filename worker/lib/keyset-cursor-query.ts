import { PAGE_CURSOR_INVALID } from '#shared/query-params';
import { ApiError } from './errors';
import { decodeKeysetCursor, type KeysetCursor } from './keyset-cursor';

/** The `cursor` query parameter as a cursor (null: the first page); 400 for one this worker did not make. */
export function cursorOfQuery(text: string | undefined): KeysetCursor | null {
  if (!text) return null;
  const cursor = decodeKeysetCursor(text);
  if (!cursor) throw new ApiError(400, 'validation_error', PAGE_CURSOR_INVALID, { cursor: PAGE_CURSOR_INVALID });
  return cursor;
}
