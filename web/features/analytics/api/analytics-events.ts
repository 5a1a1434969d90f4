import type { SocialPlatform } from '#shared/enums';
import type { ApiJson, ApiPath } from '#web/lib/api-types';
import { currentAccessToken } from '#web/lib/session/token-store';

type EventPath = Extract<ApiPath, `/events/${string}`>;

/**
 * Fire-and-forget analytics (profile views, social clicks, search queries, blog post reads). Never blocks or
 * breaks the page: failures are ignored, `keepalive` lets a click that navigates away still send.
 * Not through lib/api-client: its errors and retries are for requests someone waits for. The path
 * and body are still the endpoint's (lib/api-types.ts); `eventId` is added here.
 */
function send<P extends EventPath>(path: P, body: Omit<ApiJson<P, 'POST'>, 'eventId'>): void {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  // Only a still-valid token: an expired one would make the endpoint answer 401 and lose the event.
  const token = currentAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    void fetch(`/api${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ eventId: crypto.randomUUID(), ...body }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // analytics must never affect the user
  }
}

export function trackProfileView(trainerId: number, source: string | null, search: string | null, referrer: string) {
  send('/events/profile-view', {
    trainerId,
    source: source || 'direct',
    ...(search ? { search } : {}),
    ...(referrer ? { referrer: referrer.slice(0, 500) } : {}),
  });
}

export function trackSocialClick(trainerId: number, platform: SocialPlatform) {
  send('/events/social-click', { trainerId, platform });
}

export function trackSearch(query: string) {
  const trimmed = query.trim();
  if (trimmed) send('/events/search', { query: trimmed.slice(0, 200) });
}

/** One read of a published post; the worker counts it once per visitor and day. */
export function trackBlogView(slug: string) {
  send('/events/blog-view', { slug });
}
