import { describe, expect, it, vi } from 'vitest';
import { toast } from '#web/lib/toast';
import {
  routeFetch,
  sessionResponse,
  startEachTestSignedOut,
  unauthorizedResponse,
} from '#web/test/stub-session-fetch';
import { refreshSession } from './refresh-scheduler';
import { anonymousRequest, signedInIfPossibleRequest, signedInRequest } from './requests';
import { signIn, signOut } from './sign-in-out';
import { mayHaveSession } from './signed-in-hint';
import { getSessionState } from './token-store';

/** A request the worker links to the account when there is one (signedInIfPossibleRequest). */
const subscribe = { method: 'POST', json: { email: 'lee@example.com', source_page: 'home' } } as const;

startEachTestSignedOut();

describe('session store', () => {
  it('starts signed out when the refresh cookie is not accepted', () => {
    expect(getSessionState()).toEqual({ status: 'signedOut' });
  });

  it('signs in, keeps only the access token in memory, and signs out', async () => {
    const fetchMock = routeFetch((url) =>
      url.endsWith('/auth/sign-in') ? Response.json(sessionResponse()) : new Response(null, { status: 204 }),
    );
    await signIn({ email: 'lee@example.com', password: 'secret1' });
    expect(getSessionState()).toMatchObject({ status: 'signedIn', session: { access_token: 'token-1' } });
    await signOut();
    expect(getSessionState()).toEqual({ status: 'signedOut' });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/auth/sign-in', '/api/auth/sign-out']);
  });

  it('retries a refresh that raced with another tab, then succeeds', async () => {
    let calls = 0;
    routeFetch(() => {
      calls += 1;
      return calls === 1
        ? Response.json({ error: { code: 'refresh_in_progress', message: 'retry' } }, { status: 409 })
        : Response.json(sessionResponse());
    });
    await expect(refreshSession()).resolves.toMatchObject({ access_token: 'token-1' });
    expect(calls).toBe(2);
  });

  it('never signs out because of "retry" answers: it backs off, keeps the session and asks again later', async () => {
    routeFetch(() => Response.json(sessionResponse({}, 'live')));
    await refreshSession();
    vi.useFakeTimers();
    try {
      const retry = () => Response.json({ error: { code: 'refresh_in_progress', message: 'retry' } }, { status: 409 });
      const fetchMock = routeFetch(() => retry());
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const pending = refreshSession();
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(pending).resolves.toMatchObject({ access_token: 'live' });
      warn.mockRestore();
      const paths = fetchMock.mock.calls.map((c) => c[0]);
      expect(paths).toEqual(Array(6).fill('/api/auth/refresh'));
      expect(paths).not.toContain('/api/auth/sign-out');
      expect(getSessionState()).toMatchObject({ status: 'signedIn', session: { access_token: 'live' } });
      expect(mayHaveSession()).toBe(true);

      // Asked again later, and a definite answer then decides.
      const later = routeFetch(() => Response.json(sessionResponse({}, 'renewed')));
      await vi.advanceTimersByTimeAsync(30_000);
      expect(later).toHaveBeenCalledTimes(1);
      expect(getSessionState()).toMatchObject({ status: 'signedIn', session: { access_token: 'renewed' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries a refresh that never got an answer (network) before deciding', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      routeFetch(() => {
        calls += 1;
        if (calls < 3) throw new TypeError('Failed to fetch');
        return Response.json(sessionResponse({}, 'after-network'));
      });
      const pending = refreshSession();
      await vi.advanceTimersByTimeAsync(2_000);
      await expect(pending).resolves.toMatchObject({ access_token: 'after-network' });
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    [401, 'unauthorized', false],
    [403, 'account_suspended', true],
  ])('signs out at once on a definite %i (%s), without a sign-out request', async (status, code, toldWhy) => {
    routeFetch(() => Response.json(sessionResponse()));
    await refreshSession();
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const fetchMock = routeFetch(() => Response.json({ error: { code, message: 'Suspended, say why' } }, { status }));
    await expect(refreshSession()).resolves.toBeNull();
    expect(getSessionState()).toEqual({ status: 'signedOut' });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/auth/refresh']);
    expect(error.mock.calls).toEqual(toldWhy ? [['Suspended, say why']] : []);
    error.mockRestore();
  });

  it('shares one in-flight refresh between concurrent callers', async () => {
    const fetchMock = routeFetch(() => Response.json(sessionResponse()));
    await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the bearer token and, after a 401, refreshes once and retries', async () => {
    routeFetch(() => Response.json(sessionResponse({}, 'old')));
    await refreshSession();
    const seen: (string | null)[] = [];
    routeFetch((url, init) => {
      if (url.endsWith('/auth/refresh')) return Response.json(sessionResponse({}, 'new'));
      const auth = new Headers(init.headers).get('authorization');
      seen.push(auth);
      return auth === 'Bearer new' ? Response.json({ ok: true }) : unauthorizedResponse();
    });
    await expect(signedInRequest('/me')).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
  });

  it('sends the token only as the helper names say', async () => {
    const seen: (string | null)[] = [];
    const recordAuthorization = () =>
      routeFetch((url, init) => {
        if (url.endsWith('/auth/refresh')) return Response.json(sessionResponse());
        seen.push(new Headers(init.headers).get('authorization'));
        return Response.json({ ok: true });
      });
    recordAuthorization();
    await signedInIfPossibleRequest('/newsletter', subscribe);
    routeFetch(() => Response.json(sessionResponse()));
    await refreshSession();
    recordAuthorization();
    await signedInIfPossibleRequest('/newsletter', subscribe);
    await anonymousRequest('/trainers');
    expect(seen).toEqual([null, 'Bearer token-1', null]);
  });

  describe('without the "signed in" hint cookie (an anonymous visitor)', () => {
    const dropHint = () => {
      // biome-ignore lint/suspicious/noDocumentCookie: removes the hint the way the worker's Set-Cookie would.
      document.cookie = 'signed_in=; Max-Age=0; Path=/';
    };

    it('restores no session and makes no request at all', async () => {
      dropHint();
      expect(mayHaveSession()).toBe(false);
      const fetchMock = routeFetch(() => Response.json(sessionResponse()));
      await expect(refreshSession()).resolves.toBeNull();
      expect(getSessionState()).toEqual({ status: 'signedOut' });
      // Public data still goes out; a signed-in request goes out without a token and no refresh.
      await anonymousRequest('/trainers');
      await signedInIfPossibleRequest('/newsletter', subscribe);
      await signedInRequest('/me').catch(() => undefined);
      expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/trainers', '/api/newsletter', '/api/me']);
    });

    it('asks the worker again once the hint is back (signed in in another tab)', async () => {
      dropHint();
      const fetchMock = routeFetch(() => Response.json(sessionResponse()));
      await refreshSession();
      expect(fetchMock).not.toHaveBeenCalled();
      // biome-ignore lint/suspicious/noDocumentCookie: the worker's Set-Cookie after a sign-in elsewhere.
      document.cookie = 'signed_in=1; Path=/';
      await expect(refreshSession()).resolves.toMatchObject({ access_token: 'token-1' });
      expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/auth/refresh']);
    });

    it('is dropped on sign-out even when the sign-out request fails', async () => {
      routeFetch(() => Response.json(sessionResponse()));
      await refreshSession();
      routeFetch(() => {
        throw new TypeError('Failed to fetch');
      });
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await signOut();
      log.mockRestore();
      expect(mayHaveSession()).toBe(false);
      expect(getSessionState()).toEqual({ status: 'signedOut' });
    });
  });
});
