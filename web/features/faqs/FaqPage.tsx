import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import { PAGE_COPY } from '#shared/page-copy';
import { CategoryChips } from '#web/components/CategoryChips';
import { usePageMeta } from '#web/components/usePageMeta';
import { useSearchFilterParams, writeSearchFilter } from '#web/lib/search-filter-params';
import { faqListQuery } from './api/faqs';
import { FaqAccordion } from './FaqAccordion';

/** /faq (SPEC 2): search over question and answer, category chips (both in the URL), single-open answers. */
export function FaqPage() {
  usePageMeta(PAGE_COPY.faq.title, PAGE_COPY.faq.description);
  const { filter, searchText, setSearchText, setCategory } = useSearchFilterParams();
  const apiParams = useMemo(() => writeSearchFilter(filter), [filter]);
  const query = useQuery(faqListQuery(apiParams));
  const faqs = query.data?.faqs ?? [];

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Frequently Asked Questions</h1>
      <div className="mt-6 flex flex-col gap-4">
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">Search FAQs</span>
          <input
            type="search"
            className="input input-bordered w-full"
            placeholder="Question or answer…"
            value={searchText}
            maxLength={200}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </label>
        <CategoryChips categories={query.data?.categories ?? []} selected={filter.category} onSelect={setCategory} />
      </div>
      <div className="mt-8" aria-busy={query.isFetching}>
        {query.isPending && (
          // A screen tall, so the footer starts below the fold and is not pushed down when the
          // answers arrive (layout shift).
          <div className="flex min-h-screen flex-col gap-2" role="status" aria-label="Loading FAQs">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={i} className="skeleton h-12 w-full" />
            ))}
          </div>
        )}
        {query.isError && !query.data && (
          <p className="py-16 text-center text-base-content/70">FAQs could not be loaded. Please try again later.</p>
        )}
        {query.data && faqs.length === 0 && (
          <p className="py-16 text-center text-base-content/70">{CONTENT_MESSAGES.noFaqs}</p>
        )}
        {faqs.length > 0 && <FaqAccordion faqs={faqs} />}
      </div>
    </section>
  );
}
