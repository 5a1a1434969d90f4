import type { LoaderFunctionArgs } from 'react-router';
import { myReviewQuery } from '#web/features/reviews/index';
import { savedTrainerIdsQuery } from '#web/features/saved-trainers/index';
import { queryClient } from '#web/lib/query-client';
import { getSessionState, type SessionState, subscribeSession } from '#web/lib/session/token-store';
import { trainerProfileQuery } from './api/trainer-profile';

/** Loads the profile and the signed-in visitor's state beside the page's code and hydration, not after them. */
export function trainerProfileLoader({ params }: Pick<LoaderFunctionArgs, 'params'>): null {
  const { slug } = params;
  if (!slug) return null;
  void queryClient.prefetchQuery(trainerProfileQuery(slug));
  void sessionSettled().then(async (session) => {
    if (session.status !== 'signedIn') return;
    void queryClient.prefetchQuery(savedTrainerIdsQuery());
    // An unknown trainer has no review to ask for, nor does the trainer on their own profile.
    const trainer = await queryClient.ensureQueryData(trainerProfileQuery(slug)).catch(() => null);
    if (trainer && trainer.user_id !== session.session.user.id) {
      void queryClient.prefetchQuery(myReviewQuery(trainer.slug));
    }
  });
  return null;
}

/** Asked after lib/viewer-scope dropped a previous user's data, so what is fetched here is kept. */
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
