import { describe, expectTypeOf, it } from 'vitest';
import type { InitialData } from '#shared/initial-data';
import type { ApiAnswer } from './api-types';
import { anonymousRequest, signedInRequest } from './session/requests';

/**
 * Type-level: `npm run typecheck` checks these; vitest only runs the (never called) functions'
 * definitions. Each `@ts-expect-error` is a call tsc must refuse, so a client that let it through
 * fails the type check ("Unused '@ts-expect-error' directive").
 */
describe('typed API calls (lib/api-types.ts, from the worker routes)', () => {
  it('refuses what the endpoint does not take', () => {
    const refused = async () => {
      // @ts-expect-error: no such path
      await anonymousRequest('/trainer/:slug', { param: { slug: 'ana' } });
      // @ts-expect-error: the path's parameter is missing
      await anonymousRequest('/trainers/:slug', {});
      // @ts-expect-error: a parameter the path does not have
      await anonymousRequest('/trainers/:slug', { param: { id: 1 } });
      // @ts-expect-error: the path answers no GET (a call without `method`)
      await signedInRequest('/admin/faqs/:id', { param: { id: 1 } });
      // @ts-expect-error: a method the path does not answer
      await signedInRequest('/admin/faqs/:id', { method: 'PUT', param: { id: 1 }, json: {} });
      // @ts-expect-error: a field the body does not have
      await signedInRequest('/reviews/:reviewId', { method: 'PATCH', param: { reviewId: 1 }, json: { stars: 5 } });
      // @ts-expect-error: the body is required
      await signedInRequest('/reviews/:reviewId/flags', { method: 'POST', param: { reviewId: 1 } });
      // @ts-expect-error: a value the query does not accept
      await signedInRequest('/admin/audit', { query: { targetType: 'everyone' } });
      // @ts-expect-error: the query is required (the token)
      await anonymousRequest('/notifications/unsubscribe', { method: 'POST' });
      // @ts-expect-error: the endpoint takes no body, so only an empty one
      await signedInRequest('/me/trainer', { method: 'POST', json: { name: 'x' } });
    };
    expectTypeOf(refused).toBeFunction();
  });

  it('resolves with the answer the route declares', () => {
    const answered = async () => {
      const profile = await anonymousRequest('/trainers/:slug', { param: { slug: 'ana' } });
      // @ts-expect-error: not a field of the answer
      void profile.trainer.fullName;
      expectTypeOf(profile.trainer.full_name).toBeString();
      // A 204 resolves with nothing.
      expectTypeOf(await signedInRequest('/auth/sign-out', { method: 'POST', json: {} })).toBeUndefined();
    };
    expectTypeOf(answered).toBeFunction();
  });

  it('agrees with the answers the worker embeds in a page (#shared/initial-data)', () => {
    type Embedded<Query extends InitialData['query']> = Extract<InitialData, { query: Query }>['response'];
    expectTypeOf<Embedded<'trainer-list'>>().toEqualTypeOf<ApiAnswer<'/trainers', 'GET'>>();
    expectTypeOf<Embedded<'trainer-profile'>>().toEqualTypeOf<ApiAnswer<'/trainers/:slug', 'GET'>>();
    expectTypeOf<Embedded<'blog-post'>>().toEqualTypeOf<ApiAnswer<'/blog/:slug', 'GET'>>();
    expectTypeOf<Embedded<'blog-list'>>().toEqualTypeOf<ApiAnswer<'/blog', 'GET'>>();
    expectTypeOf<Embedded<'faq-list'>>().toEqualTypeOf<ApiAnswer<'/faqs', 'GET'>>();
  });
});
