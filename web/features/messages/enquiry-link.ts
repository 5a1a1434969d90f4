/** The profile's query parameter that opens the "Send a message" composer (on the way back from /auth). */
export const COMPOSE_PARAM = 'message';

/** The profile to come back to after signing in, with the composer open again. */
export function composerReturnPath(slug: string): string {
  return `/trainer/${encodeURIComponent(slug)}?${COMPOSE_PARAM}=1`;
}
