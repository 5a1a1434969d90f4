import { describe, expect, it } from 'vitest';
import { callWorker as call } from '#worker/test/http';

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends security headers on API responses', async () => {
    const res = await call('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  });

  it('sends them on errors too', async () => {
    const res = await call('/api/does-not-exist');
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('API shell', () => {
  it('answers /api itself with the JSON 404', async () => {
    for (const path of ['/api', '/api/']) {
      const res = await call(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await call('/api/does-not-exist');
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toContain('/api/does-not-exist');
  });

  it('rejects bodies over the size limit with 413', async () => {
    const res = await call('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024) },
      body: JSON.stringify({ blob: 'x'.repeat(100 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'payload_too_large', message: 'Request body is too large' } });
  });
});
