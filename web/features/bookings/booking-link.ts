/** The profile's query parameter that reopens "Request a session" (on the way back from /auth). */
export const BOOK_PARAM = 'book';

/** The profile to come back to after signing in, with the request dialog open again at the note. */
export function bookingReturnPath(slug: string): string {
  return `/trainer/${encodeURIComponent(slug)}?${BOOK_PARAM}=1`;
}
