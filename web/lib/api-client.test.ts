import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: Response | Error) {
  const fn = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('apiRequest', () => {
  it('sends JSON and returns the parsed body', async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await expect(apiRequest<{ ok: boolean }>('/things', { method: 'POST', json: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
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
    const error = await apiRequest('/reviews').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error', message: 'Please select a rating' });
    expect((error as ApiRequestError).fields).toEqual({ rating: 'Please select a rating' });
  });

  it('uses a generic message when the body is not the API error shape', async () => {
    stubFetch(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
    });
  });

  it('reports network failures', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
