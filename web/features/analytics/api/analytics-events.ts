import type { SocialPlatform } from '#shared/enums';
import type { ApiJson, ApiPath } from '#web/lib/api-types';
import { currentAccessToken } from '#web/lib/session/token-store';

type EventPath = Extract<ApiPath, `/events/${string}`>;

/** Fire-and-forget: failures ignored, `keepalive` lets a navigating click still send; not through lib/api-client, whose retries are for awaited requests. */
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
