import { useMutation } from '@tanstack/react-query';
import type { CreateReviewInput } from '#shared/api/reviews';
import { ApiRequestError } from '#web/lib/api-client';
import { signedInRequest } from '#web/lib/session/requests';
import { useRefetchAfterReviewChange } from './my-review';

/**
 * Posts a review. A conflict means the user already reviewed this trainer (in another tab, say):
 * their review is refetched then too, so the profile shows it instead of the form.
 */
export function useCreateReview(slug: string) {
  const refetch = useRefetchAfterReviewChange(slug);
  return useMutation({
    mutationFn: (input: CreateReviewInput) =>
      signedInRequest('/trainers/:slug/reviews', {
        method: 'POST',
        param: { slug },
        json: input,
      }),
    onSuccess: refetch,
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 409) refetch();
    },
  });
}
