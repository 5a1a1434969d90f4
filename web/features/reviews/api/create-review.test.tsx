import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trainerListKeys, trainerProfileKeys } from '#web/features/browse/index';
import { createQueryClient } from '#web/lib/query-client';
import { useCreateReview } from './create-review';
import { myReviewKeys } from './query-keys';

afterEach(() => vi.unstubAllGlobals());

describe('posting a review', () => {
  it('refreshes your review of that trainer, its reviews, profile rating and listing figures, nothing else', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const keys = {
      reviews: trainerProfileKeys.reviews('ana'),
      profile: trainerProfileKeys.detail('ana'),
      listing: trainerListKeys.list('sort=rating'),
      otherProfile: trainerProfileKeys.detail('bo'),
      otherReviews: trainerProfileKeys.reviews('bo'),
      mine: myReviewKeys.of('ana'),
      otherMine: myReviewKeys.of('bo'),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, {});
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('/auth/refresh')
        ? Response.json({
            access_token: 't',
            expires_at: Math.floor(Date.now() / 1000) + 900,
            expires_in: 900,
            user: { id: 'u1', email: 'a@example.com', full_name: 'A', is_admin: false },
          })
        : Response.json({ review: {}, message: 'ok' }, { status: 201 }),
    );

    const { result } = renderHook(() => useCreateReview('ana'), { wrapper });
    await act(() => result.current.mutateAsync({ rating: 5, title: 'Great' }));

    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(keys.reviews)).toBe(true);
    expect(invalidated(keys.profile)).toBe(true);
    expect(invalidated(keys.listing)).toBe(true);
    expect(invalidated(keys.otherProfile)).toBe(false);
    expect(invalidated(keys.otherReviews)).toBe(false);
    // The profile then shows the new review as yours, with Edit and Delete instead of the form.
    expect(invalidated(keys.mine)).toBe(true);
    expect(invalidated(keys.otherMine)).toBe(false);
  });
});
