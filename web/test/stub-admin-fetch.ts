import { vi } from 'vitest';
import type { SessionResponse } from '#shared/api/auth';

/** An admin session for signedInRequest, and JSON answers by path for everything else. */
export function stubAdminFetch(answers: Record<string, unknown>) {
  const session: SessionResponse = {
    access_token: 'admin-token',
    expires_at: Math.floor(Date.now() / 1000) + 900,
    expires_in: 900,
    user: { id: 'admin-1', email: 'admin@example.com', full_name: 'Ada Admin', is_admin: true },
  };
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url.endsWith('/auth/refresh')) return Response.json(session);
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const path = url.replace(/^\/api/, '');
    const answer = answers[`${init.method ?? 'GET'} ${path}`] ?? answers[path];
    return answer === undefined
      ? Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 })
      : Response.json(answer);
  });
  return calls;
}
