import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meKeys } from '#web/features/account/index';
import { trainerListKeys, trainerProfileKeys } from '#web/features/browse/index';
import { createQueryClient } from '#web/lib/query-client';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { VIEWER_SCOPE } from '#web/lib/viewer-scope';
import { savedTrainerKeys } from './query-keys';
import { useSavedTrainerToggle, useSaveTrainerMutation } from './save-trainer';

afterEach(() => vi.unstubAllGlobals());

async function signedIn(signedIn: boolean) {
  vi.stubGlobal('fetch', async () =>
    signedIn
      ? Response.json({
          access_token: 't',
          expires_at: Math.floor(Date.now() / 1000) + 900,
          expires_in: 900,
          user: { id: 'u1', email: 'a@example.com', full_name: 'A', is_admin: false },
        })
      : Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }),
  );
  await act(() => refreshSession());
}

function withClient() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('saved-trainer query keys', () => {
  it('sit under the viewer scope, so they are dropped when the user changes', () => {
    for (const key of [savedTrainerKeys.ids(), savedTrainerKeys.list(), savedTrainerKeys.toggle(3)]) {
      expect(key.slice(0, 2)).toEqual([...savedTrainerKeys.all]);
      expect(key[0]).toBe(VIEWER_SCOPE);
    }
  });
});

describe('saving a trainer', () => {
  it('updates the hearts at once and refreshes the saved list, the hearts and the dashboard count only', async () => {
    await signedIn(true);
    const { client, wrapper } = withClient();
    client.setQueryData(savedTrainerKeys.ids(), new Set([1]));
    client.setQueryData(savedTrainerKeys.list(), []);
    client.setQueryData(meKeys.me(), { user: {}, trainer: null });
    client.setQueryData(trainerProfileKeys.detail('ana'), { id: 2 });
    client.setQueryData(trainerListKeys.list(''), { pages: [], pageParams: [] });
    const fetchMock = vi.fn(async () => Response.json({ trainer_id: 2, saved: true }));
    vi.stubGlobal('fetch', fetchMock);

    const { result } = renderHook(() => useSaveTrainerMutation(2), { wrapper });
    await act(() => result.current.mutateAsync(true));

    expect(fetchMock.mock.calls[0]).toEqual(['/api/saved-trainers/2', expect.objectContaining({ method: 'PUT' })]);
    expect(client.getQueryData(savedTrainerKeys.ids())).toEqual(new Set([1, 2]));
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    // The dashboard count reads the ids, so these two keys are all three things the SPEC names.
    expect(invalidated(savedTrainerKeys.ids())).toBe(true);
    expect(invalidated(savedTrainerKeys.list())).toBe(true);
    expect(invalidated(meKeys.me())).toBe(false);
    expect(invalidated(trainerProfileKeys.detail('ana'))).toBe(false);
    expect(invalidated(trainerListKeys.list(''))).toBe(false);
  });

  it('asks a signed-out visitor to sign in, without a request', async () => {
    await signedIn(false);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useSavedTrainerToggle(2), { wrapper: withClient().wrapper });
    expect(result.current.saved).toBe(false);
    await expect(result.current.toggle()).resolves.toEqual({
      ok: false,
      message: 'Please sign in to save trainers.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports the server message when the request fails', async () => {
    await signedIn(true);
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('/ids')
        ? Response.json({ trainer_ids: [] })
        : Response.json({ error: { code: 'not_found', message: 'Trainer not found' } }, { status: 404 }),
    );
    const { result } = renderHook(() => useSavedTrainerToggle(2), { wrapper: withClient().wrapper });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.toggle();
    });
    expect(outcome).toEqual({ ok: false, message: 'Trainer not found' });
  });
});
