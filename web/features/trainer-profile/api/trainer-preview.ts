import { queryOptions } from '@tanstack/react-query';
import { signedInRequest } from '#web/lib/session/requests';
import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

/** Where a trainer's profile is previewed (its own trainer and admins; any status). */
export const trainerPreviewPath = (slug: string) => `/trainer/${encodeURIComponent(slug)}/preview`;

export const trainerPreviewKeys = {
  all: [VIEWER_SCOPE, 'trainer-preview'] as const,
  of: (slug: string) => [...trainerPreviewKeys.all, slug] as const,
};

/** A profile as its public page would show it, whatever its status, with what it still lacks. */
export function trainerPreviewQuery(slug: string) {
  return queryOptions({
    queryKey: trainerPreviewKeys.of(slug),
    queryFn: ({ signal }) => signedInRequest('/trainers/:slug/preview', { param: { slug }, signal }),
  });
}
