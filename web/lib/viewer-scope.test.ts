import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { refreshSession } from './session/refresh-scheduler';
import { signOut } from './session/sign-in-out';
import { clearViewerDataOnUserChange, VIEWER_SCOPE } from './viewer-scope';

afterEach(() => vi.unstubAllGlobals());

const sessionFor = (userId: string) =>
  Response.json({
    access_token: 't',
    expires_at: Math.floor(Date.now() / 1000) + 900,
    expires_in: 900,
    user: { id: userId, email: 'a@example.com', full_name: 'A', is_admin: false },
  });

describe('viewer-scoped cache', () => {
  it('drops the signed-in user’s data on sign-out and on a change of user, keeps public data', async () => {
    vi.stubGlobal('fetch', async () => sessionFor('u1'));
    await refreshSession();
    const client = createQueryClient();
    const stop = clearViewerDataOnUserChange(client);
    const seed = () => {
      client.setQueryData([VIEWER_SCOPE, 'me'], { id: 'u1' });
      client.setQueryData(['trainers', 'profile', 'ana'], { id: 1 });
    };

    seed();
    await refreshSession(); // same user, new token: nothing is dropped
    expect(client.getQueryData([VIEWER_SCOPE, 'me'])).toEqual({ id: 'u1' });

    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await signOut();
    expect(client.getQueryData([VIEWER_SCOPE, 'me'])).toBeUndefined();
    expect(client.getQueryData(['trainers', 'profile', 'ana'])).toEqual({ id: 1 });

    seed();
    // Another user signs in (in another tab): the worker sets the "signed in" hint again.
    // biome-ignore lint/suspicious/noDocumentCookie: stands in for the worker's Set-Cookie.
    document.cookie = 'signed_in=1; Path=/';
    vi.stubGlobal('fetch', async () => sessionFor('u2'));
    await refreshSession();
    expect(client.getQueryData([VIEWER_SCOPE, 'me'])).toBeUndefined();
    stop();
  });
});
