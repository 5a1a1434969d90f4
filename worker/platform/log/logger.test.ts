import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentRequestId, log, logLine, setLogLevel, withLogContext } from '#worker/platform/log/logger';
import { captureLogs } from '#worker/test/logs';

let capture: ReturnType<typeof captureLogs> | undefined;
afterEach(() => capture?.restore());
// Requests set the level from LOG_LEVEL ("warn" in the tests); these check what a line holds.
beforeEach(() => setLogLevel('info'));

describe('the logger', () => {
  it('writes one JSON object per line, with the level, the message, the context and the fields', async () => {
    capture = captureLogs();
    await withLogContext({ requestId: 'req-1', route: '/api/x' }, async () => {
      await Promise.resolve();
      log.info('first', { count: 2 });
      log.warn('second');
      log.error('third', { error: new Error('boom') });
    });
    log.info('outside');
    const [first, second, third, outside] = capture.entries();
    expect(first).toEqual({ level: 'info', message: 'first', requestId: 'req-1', route: '/api/x', count: 2 });
    expect(second).toEqual({ level: 'warn', message: 'second', requestId: 'req-1', route: '/api/x' });
    expect(third).toMatchObject({ level: 'error', requestId: 'req-1', error: { name: 'Error', message: 'boom' } });
    expect((third?.error as { stack?: string } | undefined)?.stack).toContain('boom');
    expect(outside).toEqual({ level: 'info', message: 'outside' });
  });

  it('writes nothing below the level set', () => {
    capture = captureLogs();
    setLogLevel('warn');
    log.info('dropped');
    log.warn('kept');
    setLogLevel('error');
    log.warn('dropped too');
    log.error('kept too');
    expect(capture.entries().map((entry) => entry.message)).toEqual(['kept', 'kept too']);
  });

  it('keeps the context through timers and waitUntil-style promises, and an inner context wins', async () => {
    const ids: (string | undefined)[] = [];
    await withLogContext({ requestId: 'outer' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      ids.push(currentRequestId());
      await withLogContext({ requestId: 'inner' }, async () => ids.push(currentRequestId()));
      ids.push(currentRequestId());
    });
    ids.push(currentRequestId());
    expect(ids).toEqual(['outer', 'inner', 'outer', undefined]);
  });

  it('a field given as undefined leaves the context value (a queue message without a request id)', () => {
    const line = withLogContext({ requestId: 'batch-1' }, () => logLine('info', 'm', { requestId: undefined }));
    expect(JSON.parse(line)).toEqual({ level: 'info', message: 'm', requestId: 'batch-1' });
  });

  it('never writes tokens, passwords, cookies, authorization headers or email bodies', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJlLXNlY3JldA';
    const line = logLine('error', `Request with Bearer abc123secret failed for ${jwt}`, {
      password: 'hunter2-password',
      newPassword: 'hunter3-password',
      refreshToken: 'refresh-secret-value',
      token: 'tok-secret-value',
      headers: { authorization: 'Bearer header-secret', cookie: 'rt=cookie-secret; d1b=x', accept: 'application/json' },
      email: {
        to: 'ana@example.com',
        subject: 'Reset your password',
        html: '<p>html-body-secret</p>',
        text: 'text-body-secret',
      },
      body: 'request-body-secret',
      error: new DrizzleQueryError(
        'insert into "users" ("email", "password_hash") values (?, ?)',
        ['ana@example.com', 'pbkdf2$hash-secret'],
        new Error('D1_ERROR: UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT'),
      ),
      apiKey: 'resend-key-secret',
      jwtSecret: 'jwt-secret-value',
    });
    for (const secret of [
      'hunter2-password',
      'hunter3-password',
      'refresh-secret-value',
      'tok-secret-value',
      'header-secret',
      'cookie-secret',
      'html-body-secret',
      'text-body-secret',
      'request-body-secret',
      'hash-secret',
      'abc123secret',
      jwt,
      'resend-key-secret',
      'jwt-secret-value',
    ]) {
      expect(line, secret).not.toContain(secret);
    }
    // What helps find the problem stays.
    const entry = JSON.parse(line);
    expect(entry.headers.accept).toBe('application/json');
    expect(entry.email).toMatchObject({ to: 'ana@example.com', subject: 'Reset your password' });
    expect(entry.error.message).toContain('insert into "users"');
    expect(entry.error.cause.message).toContain('UNIQUE constraint failed: users.email');
  });
});
