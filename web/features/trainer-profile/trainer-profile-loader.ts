import type { LoaderFunctionArgs } from 'react-router';
import { myReviewQuery } from '#web/features/reviews/index';
import { savedTrainerIdsQuery } from '#web/features/saved-trainers/index';
import { queryClient } from '#web/lib/query-client';
import { getSessionState, type SessionState, subscribeSession } from '#web/lib/session/token-store';
import { trainerProfileQuery } from './api/trainer-profile';

/**
 * Starts loading the profile while the page chunk loads (the page shows not-found and errors), and
 * what the page shows for a signed-in visitor (whether the trainer is saved, their own review) as
 * soon as the session is known: beside the page's code and hydration, not after them, where Save
 * Trainer would say "Checking…" and the review form wait for one more request each.
 */
export function trainerProfileLoader({ params }: Pick<LoaderFunctionArgs, 'params'>): null {
  const { slug } = params;
  if (!slug) return null;
  void queryClient.prefetchQuery(trainerProfileQuery(slug));
  void sessionSettled().then(async (session) => {
    if (session.status !== 'signedIn') return;
    void queryClient.prefetchQuery(savedTrainerIdsQuery());
    // The profile is usually known by then (embedded in the page, or prefetched from its card); an
    // unknown trainer has no review to ask for, nor does the trainer on their own profile.
    const trainer = await queryClient.ensureQueryData(trainerProfileQuery(slug)).catch(() => null);
    if (trainer && trainer.user_id !== session.session.user.id) {
      void queryClient.prefetchQuery(myReviewQuery(trainer.slug));
    }
  });
  return null;
}

/**
 * The session once it is known (signed in or out). Asked after the viewer's cached data was dropped
 * for a new user (lib/viewer-scope listens first), so what is fetched here is kept.
 */
function sessionSettled(): Promise<SessionState> {
  return new Promise((resolve) => {
    const settled = () => getSessionState().status !== 'loading';
    if (settled()) {
      resolve(getSessionState());
      return;
    }
    const unsubscribe = subscribeSession(() => {
      if (!settled()) return;
      unsubscribe();
      resolve(getSessionState());
    });
  });
}
