import type { QueryClient } from '@tanstack/react-query';
import { getSessionState, subscribeSession } from './session/token-store';

/**
 * Query keys of data that belongs to the signed-in user (account, saved trainers) start with this,
 * so one call drops them all when the user changes: nobody ever sees the previous user's data,
 * and a request still running for them is cancelled.
 */
export const VIEWER_SCOPE = 'viewer';

function signedInUserId(): string | null {
  const state = getSessionState();
  return state.status === 'signedIn' ? state.session.user.id : null;
}

/** Drops the viewer's cached data on sign-out and when another user signs in; returns the unsubscribe. */
export function clearViewerDataOnUserChange(client: QueryClient): () => void {
  let userId = signedInUserId();
  return subscribeSession(() => {
    const next = signedInUserId();
    if (next === userId) return;
    userId = next;
    client.removeQueries({ queryKey: [VIEWER_SCOPE] });
  });
}
