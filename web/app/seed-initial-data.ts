import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { InitialData } from '#shared/initial-data';
import { blogKeys } from '#web/features/blog/api/query-keys';
import { FIRST_TRAINER_PAGE, trainerListKeys, trainerProfileKeys } from '#web/features/browse/api/query-keys';
import { faqKeys } from '#web/features/faqs/api/query-keys';

/** An infinite query's cache entry holding just its first page, as its first fetch leaves it. */
const firstPage = <Page, Param>(page: Page, param: Param): InfiniteData<Page, Param> => ({
  pages: [page],
  pageParams: [param],
});

/** Under the query's key from the features' key factories (their query modules stay out of the first chunk); as fresh as a request now, since the HTML is revalidated on every load. */
export function seedInitialData(client: QueryClient, data: InitialData | null): void {
  switch (data?.query) {
    case 'trainer-profile':
      client.setQueryData(trainerProfileKeys.detail(data.slug), data.response.trainer);
      break;
    case 'blog-post':
      client.setQueryData(blogKeys.post(data.slug), data.response.post);
      break;
    case 'trainer-list':
      client.setQueryData(
        trainerListKeys.list(new URLSearchParams(data.params).toString()),
        firstPage(data.response, FIRST_TRAINER_PAGE),
      );
      break;
    case 'blog-list':
      client.setQueryData(blogKeys.list(new URLSearchParams(data.params).toString()), firstPage(data.response, 1));
      break;
    case 'faq-list':
      client.setQueryData(faqKeys.list(new URLSearchParams(data.params).toString()), data.response);
      break;
  }
}
