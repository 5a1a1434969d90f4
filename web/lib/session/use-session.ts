import { createContext, useContext, useSyncExternalStore } from 'react';
import { mayHaveSession } from './signed-in-hint';
import { getSessionState, type SessionState, subscribeSession } from './token-store';

const LOADING: SessionState = { status: 'loading' };
const SIGNED_OUT: SessionState = { status: 'signedOut' };

/**
 * The session as a page's first render shows it, from the "signed in" hint alone: still loading
 * when a session may exist, else signed out. The worker renders a page's first screen with this
 * (it sees the same cookie), and hydration must render exactly what the worker did, so it starts
 * from the same value; the real state follows right after.
 */
export function sessionAtPageLoad(hinted: boolean): SessionState {
  return hinted ? LOADING : SIGNED_OUT;
}

/** Set by the worker's render for each request (render-first-screen); the browser leaves it null. */
export const ServedSessionContext = createContext<SessionState | null>(null);

let browserAtLoad: SessionState | undefined;
const browserSessionAtLoad = () => {
  browserAtLoad ??= sessionAtPageLoad(mayHaveSession());
  return browserAtLoad;
};

/**
 * The store's state, with the two states that carry no data as the constants above: the same
 * value as what the page was rendered with is then the same object, and hydration does not
 * re-render every component that reads the session (synchronously, as a store change does).
 */
function sessionSnapshot(): SessionState {
  const state = getSessionState();
  if (state.status === 'loading') return LOADING;
  if (state.status === 'signedOut') return SIGNED_OUT;
  return state;
}

/** The session for rendering: re-renders on sign-in, sign-out and refresh. */
export function useSession(): SessionState {
  const served = useContext(ServedSessionContext);
  return useSyncExternalStore(subscribeSession, sessionSnapshot, () => served ?? browserSessionAtLoad());
}
