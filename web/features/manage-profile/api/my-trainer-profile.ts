import { queryOptions } from '@tanstack/react-query';
import { myTrainerKeys } from '#web/features/account/index';
import { signedInRequest } from '#web/lib/session/requests';

/** GET /api/me/trainer/profile: the form's starting values, services and completeness (404 without a trainer). */
export function myTrainerProfileQuery() {
  return queryOptions({
    queryKey: myTrainerKeys.profile(),
    queryFn: ({ signal }) => signedInRequest('/me/trainer/profile', { signal }).then((res) => res.profile),
    // The form is seeded once; a background refetch must not look like someone else's edit.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
