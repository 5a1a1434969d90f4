import { useSyncExternalStore } from 'react';
import { getSessionState, type SessionState, subscribeSession } from './token-store';

/** The session for rendering: re-renders on sign-in, sign-out and refresh. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}
