import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedTrainerIdsQuery } from '#web/features/saved-trainers/index';
import { queryClient } from '#web/lib/query-client';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { setSessionState } from '#web/lib/session/token-store';
import { profile } from '#web/test/initial-data-fixtures';
import { routeFetch, sessionResponse, unauthorizedResponse } from '#web/test/stub-session-fetch';
import { trainerProfileLoader } from './trainer-profile-loader';

const args = { params: { slug: 'ana-lopez' } };

/**
 * The worker: the session as `signedIn` says (Lee, user u9), the profile (404 when `trainer` is
 * null), the rest answered; returns the paths asked for.
 */
function stubWorker(signedIn: boolean, trainer: typeof profile | null = profile) {
  const fetchMock = routeFetch((url) => {
    if (url.endsWith('/auth/refresh'))
      return signedIn ? Response.json(sessionResponse({ id: 'u9' })) : unauthorizedResponse();
    if (url.endsWith('/saved-trainers/ids')) return Response.json({ trainer_ids: [7] });
    if (url.endsWith('/reviews/mine')) return Response.json({ review: null, reported_review_ids: [] });
    if (!trainer) return Response.json({ error: { code: 'not_found', message: 'Trainer not found' } }, { status: 404 });
    return Response.json(trainer);
  });
  return () => fetchMock.mock.calls.map(([url]) => url);
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('trainerProfileLoader', () => {
  it('asks for the saved ids and the own review as soon as the session is known, beside the page', async () => {
    setSessionState({ status: 'loading' });
    const asked = stubWorker(true);
    trainerProfileLoader(args);
    // Nothing of the viewer's is asked before the session is known (it would be dropped then).
    expect(asked()).toEqual(['/api/trainers/ana-lopez']);
    await refreshSession();
    await vi.waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining(['/api/saved-trainers/ids', '/api/trainers/ana-lopez/reviews/mine']),
      ),
    );
    await vi.waitFor(() => expect(queryClient.getQueryData(savedTrainerIdsQuery().queryKey)).toEqual(new Set([7])));
  });

  it('asks for nothing of the viewer’s when nobody is signed in', async () => {
    setSessionState({ status: 'loading' });
    const asked = stubWorker(false);
    trainerProfileLoader(args);
    await refreshSession();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked()).toEqual(['/api/trainers/ana-lopez', '/api/auth/refresh']);
  });

  it('asks for no own review of an unknown trainer, nor of the trainer’s own profile', async () => {
    for (const trainer of [null, { trainer: { ...profile.trainer, user_id: 'u9' } }]) {
      queryClient.clear();
      setSessionState({ status: 'loading' });
      const asked = stubWorker(true, trainer);
      trainerProfileLoader(args);
      await refreshSession();
      await vi.waitFor(() => expect(asked()).toContain('/api/saved-trainers/ids'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(asked()).not.toContain('/api/trainers/ana-lopez/reviews/mine');
    }
  });
});
