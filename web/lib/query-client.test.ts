import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';

const apiError = (status: number) => new ApiRequestError(status, 'x', 'x');

describe('query retry policy', () => {
  it('retries network failures and 5xx, twice at most', () => {
    for (const error of [apiError(0), apiError(500), apiError(503)]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });

  it('never retries a 4xx: the worker has answered', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetry(0, apiError(status))).toBe(false);
  });

  it('does not retry errors that are not API errors (bugs, aborted requests)', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
    expect(shouldRetry(0, new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
  });

  it('is the default of the app client, with no refetch on window focus and no mutation retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.staleTime).toBeGreaterThan(0);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
