import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackBlogView, trackProfileView, trackSearch, trackSocialClick } from './analytics-events';

afterEach(() => vi.unstubAllGlobals());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The body of every event posted while `track` runs. */
function posted(track: () => void): { path: string; body: Record<string, unknown> }[] {
  const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  track();
  return fetchMock.mock.calls.map((call) => {
    const [url, init] = call as unknown as [string, RequestInit];
    return { path: url, body: JSON.parse(String(init.body)) as Record<string, unknown> };
  });
}

describe('analytics events', () => {
  it('carry an eventId on every event, new for each event (the worker requires it to store a retry once)', () => {
    const sent = [
      ...posted(() => trackProfileView(7, 'search', 'yoga', 'https://example.org/')),
      ...posted(() => trackSocialClick(7, 'instagram')),
      ...posted(() => trackSearch('  pilates ')),
      ...posted(() => trackBlogView('a-post')),
      ...posted(() => trackProfileView(7, null, null, '')),
    ];
    expect(sent.map((event) => event.path)).toEqual([
      '/api/events/profile-view',
      '/api/events/social-click',
      '/api/events/search',
      '/api/events/blog-view',
      '/api/events/profile-view',
    ]);
    const ids = sent.map((event) => event.body.eventId);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sent[2]?.body).toEqual({ eventId: ids[2], query: 'pilates' });
  });
});
