import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, errorReference } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: Response | Error) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('apiRequest', () => {
  it('sends JSON and returns the parsed body', async () => {
    const fetchMock = stubFetch(Response.json({ message: 'Sent' }));
    await expect(
      apiRequest('/auth/forgot-password', { method: 'POST', json: { email: 'lee@example.com' } }),
    ).resolves.toEqual({ message: 'Sent' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/forgot-password');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"lee@example.com"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it("fills in the path's parameters, encoded, and appends the query", async () => {
    const fetchMock = stubFetch(Response.json({ reviews: [] }));
    await apiRequest('/trainers/:slug/reviews', { param: { slug: 'ana lopez/x' }, query: { page: '2' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/trainers/ana%20lopez%2Fx/reviews?page=2');
  });

  it('leaves out query values not given, and sends a URL query as it is', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/admin/audit', { query: { targetType: 'user', targetId: undefined } });
    await apiRequest('/trainers', { query: new URLSearchParams('category=creative_arts&page=2') });
    await apiRequest('/faqs', { query: new URLSearchParams() });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/audit?targetType=user',
      '/api/trainers?category=creative_arts&page=2',
      '/api/faqs',
    ]);
  });

  it('resolves a 204 with undefined', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/auth/sign-out', { method: 'POST', json: {} })).resolves.toBeUndefined();
  });

  it('turns the uniform error body into an ApiRequestError', async () => {
    stubFetch(
      Response.json(
        {
          error: {
            code: 'validation_error',
            message: 'Please select a rating',
            fields: { rating: 'Please select a rating' },
          },
        },
        { status: 400 },
      ),
    );
    const error = await apiRequest('/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error', message: 'Please select a rating' });
    expect((error as ApiRequestError).fields).toEqual({ rating: 'Please select a rating' });
  });

  it('uses a generic message when the body is not the API error shape', async () => {
    stubFetch(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/settings')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
    });
  });

  it("keeps a 5xx's reference: the body's, or else the X-Request-Id header, added to the message", async () => {
    stubFetch(
      Response.json(
        {
          error: {
            code: 'service_unavailable',
            message: 'TrainerHub is temporarily unavailable. Please try again in a minute. Reference: ref-body-1',
            reference: 'ref-body-1',
          },
        },
        { status: 503, headers: { 'x-request-id': 'ref-body-1' } },
      ),
    );
    const fromBody = await apiRequest('/settings').catch((e: unknown) => e);
    expect(fromBody).toMatchObject({ status: 503, reference: 'ref-body-1' });
    expect(errorReference(fromBody)).toBe('ref-body-1');

    stubFetch(new Response('upstream timed out', { status: 504, headers: { 'x-request-id': 'ref-header-2' } }));
    await expect(apiRequest('/settings')).rejects.toMatchObject({
      status: 504,
      reference: 'ref-header-2',
      message: 'Something went wrong. Please try again. Reference: ref-header-2',
    });
  });

  it('gives a 4xx no reference: the message says what to fix', async () => {
    stubFetch(
      Response.json(
        { error: { code: 'not_found', message: 'Trainer not found' } },
        { status: 404, headers: { 'x-request-id': 'ref-404' } },
      ),
    );
    const error = await apiRequest('/settings').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: 'Trainer not found' });
    expect(errorReference(error)).toBeUndefined();
  });

  it('reports network failures', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('/settings')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
