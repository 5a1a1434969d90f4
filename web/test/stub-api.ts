import { vi } from 'vitest';
import type { SessionResponse } from '#shared/api/auth';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer to one request: JSON with a status, or a function of the request's body. */
export type StubAnswer = { status?: number; json: unknown } | ((body: unknown) => { status?: number; json: unknown });

/**
 * A signed-in session for signedInRequest, and answers by 'METHOD /path' (the path under /api, with
 * its query string) for everything else; unknown requests get a 404. Returns the recorded calls.
 */
export function stubSignedInApi(answers: Record<string, StubAnswer>, userId = 'user-1') {
  const session: SessionResponse = {
    access_token: 'token',
    expires_at: Math.floor(Date.now() / 1000) + 900,
    expires_in: 900,
    user: { id: userId, email: 'trainer@example.com', full_name: 'Tess Trainer', is_admin: false },
  };
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api/, '');
    if (path === '/auth/refresh') return Response.json(session);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path, body });
    const answer = answers[`${method} ${path}`];
    if (answer === undefined)
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    const { status = 200, json } = typeof answer === 'function' ? answer(body) : answer;
    return Response.json(json, { status });
  });
  return calls;
}
