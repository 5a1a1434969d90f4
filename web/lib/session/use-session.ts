import { createContext, useContext, useSyncExternalStore } from 'react';
import { mayHaveSession } from './signed-in-hint';
import { getSessionState, type SessionState, subscribeSession } from './token-store';

const LOADING: SessionState = { status: 'loading' };
const SIGNED_OUT: SessionState = { status: 'signedOut' };

/** From the "signed in" hint alone, as the worker renders it: hydration must start from the same value. */
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

/** The dataless states as constants, so the value the page rendered with is the same object and hydration re-renders nothing. */
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
