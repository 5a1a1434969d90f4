import { useEffect, useSyncExternalStore } from 'react';
import { SAVED_MESSAGES, type SavedIdsResponse, type SaveStateResponse } from '#shared/api/saved-trainers';
import { ApiRequestError } from './api-client';
import { signedInRequest } from './session/requests';
import { getSessionState, subscribeSession } from './session/token-store';

/**
 * Which trainers the signed-in user has saved, shared by every Save button on the page (one
 * request for the ids, not one per card). Cleared on sign-out, reloaded on sign-in.
 */
interface SavedState {
  ids: ReadonlySet<number>;
  pending: ReadonlySet<number>;
  loadedFor: string | null;
}

let state: SavedState = { ids: new Set(), pending: new Set(), loadedFor: null };
const listeners = new Set<() => void>();
let loading: { userId: string; promise: Promise<void> } | null = null;

function setState(next: Partial<SavedState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function ensureLoaded(): Promise<void> {
  const session = getSessionState();
  if (session.status !== 'signedIn') {
    loading = null;
    if (state.loadedFor || state.ids.size > 0) setState({ ids: new Set(), pending: new Set(), loadedFor: null });
    return;
  }
  const userId = session.session.user.id;
  if (state.loadedFor === userId) return;
  if (loading?.userId === userId) return loading.promise;
  const request = {
    userId,
    promise: signedInRequest<SavedIdsResponse>('/saved-trainers/ids')
      .then((res) => {
        // Drop an answer that arrives after sign-out or after another user signed in.
        const now = getSessionState();
        if (now.status === 'signedIn' && now.session.user.id === userId)
          setState({ ids: new Set(res.trainer_ids), loadedFor: userId });
      })
      .catch((err: unknown) => console.error('Failed to load saved trainers', err))
      .finally(() => {
        if (loading === request) loading = null;
      }),
  };
  loading = request;
  return request.promise;
}

subscribeSession(() => void ensureLoaded());

export function useSavedTrainer(trainerId: number) {
  const snapshot = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    void ensureLoaded();
  }, []);
  return { saved: snapshot.ids.has(trainerId), pending: snapshot.pending.has(trainerId) };
}

/** Save or unsave; resolves with the toast text to show (SPEC 8 messages). */
export async function toggleSaved(trainerId: number): Promise<{ ok: boolean; message: string }> {
  if (getSessionState().status !== 'signedIn') return { ok: false, message: SAVED_MESSAGES.signInToSave };
  if (state.pending.has(trainerId)) return { ok: false, message: '' };
  const wasSaved = state.ids.has(trainerId);
  setState({ pending: new Set([...state.pending, trainerId]) });
  try {
    const res = await signedInRequest<SaveStateResponse>(`/saved-trainers/${trainerId}`, {
      method: wasSaved ? 'DELETE' : 'PUT',
    });
    const ids = new Set(state.ids);
    if (res.saved) ids.add(trainerId);
    else ids.delete(trainerId);
    setState({ ids });
    return { ok: true, message: res.saved ? SAVED_MESSAGES.saved : SAVED_MESSAGES.removed };
  } catch (err) {
    return { ok: false, message: err instanceof ApiRequestError && err.message ? err.message : SAVED_MESSAGES.failed };
  } finally {
    const pending = new Set(state.pending);
    pending.delete(trainerId);
    setState({ pending });
  }
}

/** Keeps the shared ids in step after the saved-trainers page removes one. */
export function forgetSaved(trainerId: number): void {
  const ids = new Set(state.ids);
  ids.delete(trainerId);
  setState({ ids });
}
