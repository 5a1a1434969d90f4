import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '#worker/lib/crypto';
import { createUser, TEST_PASSWORD } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { REFRESH_REUSE_GRACE_SECONDS } from './sessions.repository';
import { openSuccessor, sealSuccessor } from './successor-seal';

/**
 * Refresh-token rotation when the browser does not get the answer: the page navigated away while
 * POST /api/auth/refresh was in flight, several tabs presented the same cookie, a reload. The
 * worker has rotated the token; the browser still holds the old one.
 */
const ORIGIN = 'http://localhost';

function refresh(token: string | undefined) {
  return callJson('/api/auth/refresh', {
    method: 'POST',
    json: {},
    headers: { origin: ORIGIN, ...(token ? { cookie: `refresh_token=${token}` } : {}) },
  });
}
function refreshCookieOf(res: Response): string | undefined {
  const line = res.headers.getSetCookie().find((l) => l.startsWith('refresh_token='));
  return line ? /^refresh_token=([^;]*)/.exec(line)?.[1] || undefined : undefined;
}
function me(accessToken: string) {
  return callJson('/api/me', { headers: { authorization: `Bearer ${accessToken}` } });
}
async function errorCode(res: Response) {
  return ((await res.json()) as { error: { code: string } }).error.code;
}
async function signedIn() {
  const user = await createUser();
  const res = await callJson('/api/auth/sign-in', {
    method: 'POST',
    json: { email: user.email, password: TEST_PASSWORD },
    headers: { 'cf-connecting-ip': `203.0.113.${Math.floor(Math.random() * 250)}` },
  });
  const token = refreshCookieOf(res);
  if (!token) throw new Error('sign-in set no refresh cookie');
  const { access_token } = (await res.json()) as { access_token: string };
  const session = await env.DB.prepare('SELECT session_id FROM refresh_tokens WHERE token_hash = ?')
    .bind(await sha256Hex(token))
    .first<{ session_id: string }>();
  return { user, token, accessToken: access_token, sessionId: session?.session_id ?? '' };
}
/** Moves a token's rotation into the past, as if it had been exchanged `seconds` ago. */
async function usedSecondsAgo(token: string, seconds: number) {
  await env.DB.prepare(
    `UPDATE refresh_tokens SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${seconds} seconds') WHERE token_hash = ?`,
  )
    .bind(await sha256Hex(token))
    .run();
}
async function sessionRevoked(sessionId: string) {
  const row = await env.DB.prepare('SELECT revoked_at FROM sessions WHERE id = ?')
    .bind(sessionId)
    .first<{ revoked_at: string | null }>();
  return row?.revoked_at !== null;
}
async function accessTokenOf(res: Response) {
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('refresh-token rotation that survives a lost response', () => {
  it('gives a token presented again within the grace window the same successor and a working session', async () => {
    const { token, sessionId } = await signedIn();
    const first = await refresh(token);
    expect(first.status).toBe(200);
    const successor = refreshCookieOf(first);
    expect(successor).toBeDefined();
    expect(successor).not.toBe(token);

    // The browser never saw `first`: it presents the old cookie again.
    const again = await refresh(token);
    expect(again.status).toBe(200);
    expect(refreshCookieOf(again)).toBe(successor);
    expect(again.headers.getSetCookie().some((l) => l.startsWith('signed_in=1'))).toBe(true);
    expect((await me(await accessTokenOf(again))).status).toBe(200);
    expect(await sessionRevoked(sessionId)).toBe(false);

    // The successor still rotates normally.
    const next = await refresh(successor);
    expect(next.status).toBe(200);
    expect(refreshCookieOf(next)).not.toBe(successor);
  });

  it('still works just inside the window', async () => {
    const { token, sessionId } = await signedIn();
    const successor = refreshCookieOf(await refresh(token));
    await usedSecondsAgo(token, REFRESH_REUSE_GRACE_SECONDS - 5);
    const again = await refresh(token);
    expect(again.status).toBe(200);
    expect(refreshCookieOf(again)).toBe(successor);
    expect(await sessionRevoked(sessionId)).toBe(false);
  });

  it("answers with the session's newest token when the successor was rotated too", async () => {
    const { token } = await signedIn();
    const second = refreshCookieOf(await refresh(token));
    const third = refreshCookieOf(await refresh(second));
    expect(third).toBeDefined();
    const late = await refresh(token);
    expect(late.status).toBe(200);
    expect(refreshCookieOf(late)).toBe(third);
    expect((await refresh(third)).status).toBe(200);
  });

  it('treats reuse after the grace window as theft: 401, cookie cleared, the whole session revoked', async () => {
    const { token, sessionId, accessToken } = await signedIn();
    const first = await refresh(token);
    const successor = refreshCookieOf(first);
    const successorAccess = await accessTokenOf(first);
    await usedSecondsAgo(token, REFRESH_REUSE_GRACE_SECONDS + 1);

    const replay = await refresh(token);
    expect(replay.status).toBe(401);
    expect(await errorCode(replay)).toBe('unauthorized');
    expect(replay.headers.getSetCookie().some((l) => /^refresh_token=;/.test(l))).toBe(true);
    expect(await sessionRevoked(sessionId)).toBe(true);
    // The thief's (or victim's) newer token and every access token of the session stop working.
    expect((await refresh(successor)).status).toBe(401);
    expect((await me(successorAccess)).status).toBe(401);
    expect((await me(accessToken)).status).toBe(401);
  });

  it('gives concurrent presenters of one token the same successor, creating it once', async () => {
    const { token, sessionId } = await signedIn();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(token)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const cookies = new Set(answers.map(refreshCookieOf));
    expect(cookies.size).toBe(1);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM refresh_tokens WHERE session_id = ?')
      .bind(sessionId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(2);
    const [successor] = [...cookies];
    expect((await refresh(successor)).status).toBe(200);
    expect(await sessionRevoked(sessionId)).toBe(false);
  });

  it('refuses a banned user inside the window with 403 account_suspended and ends all their sessions', async () => {
    const { user, token, sessionId } = await signedIn();
    expect((await refresh(token)).status).toBe(200);
    await env.DB.prepare("INSERT INTO user_bans (user_id, reason) VALUES (?, 'abuse')").bind(user.id).run();
    const res = await refresh(token);
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('account_suspended');
    expect(res.headers.getSetCookie().some((l) => /^refresh_token=;/.test(l))).toBe(true);
    expect(await sessionRevoked(sessionId)).toBe(true);
    const live = await env.DB.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL')
      .bind(user.id)
      .first<{ n: number }>();
    expect(live?.n).toBe(0);
  });

  it('refuses a token of a signed-out session, even inside the window', async () => {
    const { token } = await signedIn();
    const successor = refreshCookieOf(await refresh(token));
    const out = await callJson('/api/auth/sign-out', {
      method: 'POST',
      json: {},
      headers: { origin: ORIGIN, cookie: `refresh_token=${successor}` },
    });
    expect(out.status).toBe(204);
    expect((await refresh(token)).status).toBe(401);
  });

  it('stores the successor only sealed, never as the token itself', async () => {
    const { token } = await signedIn();
    const successor = refreshCookieOf(await refresh(token)) ?? '';
    const row = await env.DB.prepare('SELECT successor_sealed FROM refresh_tokens WHERE token_hash = ?')
      .bind(await sha256Hex(token))
      .first<{ successor_sealed: string }>();
    expect(row?.successor_sealed).toBeTruthy();
    expect(row?.successor_sealed).not.toContain(successor);
    const dump = await env.DB.prepare('SELECT token_hash, successor_sealed FROM refresh_tokens').all();
    expect(JSON.stringify(dump.results)).not.toContain(successor);
  });

  it('asks a presenter to retry when a token rotated within the window has no sealed successor', async () => {
    // Rotated by the version before sealed successors: the browser's newer cookie will work.
    const { token, sessionId } = await signedIn();
    const successor = refreshCookieOf(await refresh(token));
    await env.DB.prepare('UPDATE refresh_tokens SET successor_sealed = NULL WHERE token_hash = ?')
      .bind(await sha256Hex(token))
      .run();
    const res = await refresh(token);
    expect(res.status).toBe(409);
    expect(await errorCode(res)).toBe('refresh_in_progress');
    // The cookies stay as they are: the browser's newer one is the one to keep.
    expect(res.headers.getSetCookie().filter((l) => /^(refresh_token|signed_in)=/.test(l))).toEqual([]);
    expect(await sessionRevoked(sessionId)).toBe(false);
    expect((await refresh(successor)).status).toBe(200);
  });
});

describe('successor seal', () => {
  it('opens only with the token it was sealed under, for the row it was sealed for', async () => {
    const sealed = await sealSuccessor('predecessor-token', 'hash-a', 'successor-token');
    expect(await openSuccessor('predecessor-token', 'hash-a', sealed)).toBe('successor-token');
    expect(await openSuccessor('another-token', 'hash-a', sealed)).toBeNull();
    expect(await openSuccessor('predecessor-token', 'hash-b', sealed)).toBeNull();
    expect(await openSuccessor('predecessor-token', 'hash-a', 'not base64 !')).toBeNull();
    expect(await openSuccessor('predecessor-token', 'hash-a', sealed.slice(0, 10))).toBeNull();
  });
});
