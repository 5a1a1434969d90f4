import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { anonymousRequest } from '#web/lib/session/requests';
import { faqKeys } from './query-keys';

/** Published FAQs matching a normalised filter, by category then order, with every category for the chips. */
export function faqListQuery(params: URLSearchParams) {
  const query = params.toString();
  return queryOptions({
    queryKey: faqKeys.list(query),
    queryFn: ({ signal }) => anonymousRequest('/faqs', { query: params, signal }),
    // Typing a search keeps the current answers on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    // SPEC 8: public FAQ failures are only logged.
    meta: { errorLog: 'Failed to load FAQs' },
  });
}
