import { useMemo } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { CATEGORY_TITLES, isCategoryKey } from '#shared/categories';
import { categoryPageTitle } from '#shared/page-copy';
import { TrainerGrid } from '#web/components/TrainerGrid';
import { usePageMeta } from '#web/components/usePageMeta';
import { useTrainerList } from './api/trainer-list';
import { benefitsHeading } from './benefits-heading';
import { CATEGORY_CONTENT } from './category-content';
import { categoryListParams } from './category-list-params';

/** /category/{key}; an unknown key redirects to /trainers (SPEC 2). */
export function CategoryPage() {
  const { categorySlug = '' } = useParams();
  if (!isCategoryKey(categorySlug)) return <Navigate to="/trainers" replace />;
  return <CategoryLanding category={categorySlug} />;
}

function CategoryLanding({ category }: { category: keyof typeof CATEGORY_TITLES }) {
  const title = CATEGORY_TITLES[category];
  const content = CATEGORY_CONTENT[category];
  usePageMeta(categoryPageTitle(title), content.description);
  const [search] = useSearchParams();
  const params = useMemo(() => categoryListParams(category, search), [category, search]);
  const list = useTrainerList(params);

  return (
    <>
      <section className="bg-base-200/60">
        <div className="mx-auto max-w-5xl px-4 py-14 text-center">
          <h1 className="text-4xl font-bold">{title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-base-content/70">{content.description}</p>
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-4 py-10" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="text-2xl font-bold">
          {benefitsHeading(title)}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {content.benefits.map((benefit) => (
            <li key={benefit} className="card border border-base-200 bg-base-100">
              <div className="card-body py-5">✓ {benefit}</div>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-7xl px-4 pb-10" aria-labelledby="trainers-heading">
        <h2 id="trainers-heading" className="text-2xl font-bold">
          {title} trainers
        </h2>
        <TrainerGrid list={list} emptyText="No trainers found in this category yet." />
      </section>
      <section className="mx-auto max-w-3xl px-4 pb-10" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="text-2xl font-bold">
          Frequently asked questions
        </h2>
        <div className="mt-4 flex flex-col gap-2">
          {content.faqs.map((faq) => (
            <details
              key={faq.question}
              name="category-faq"
              className="collapse collapse-arrow border border-base-200 bg-base-100"
            >
              <summary className="collapse-title font-medium">{faq.question}</summary>
              <div className="collapse-content text-base-content/80">
                <p>{faq.answer}</p>
              </div>
            </details>
          ))}
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-4 pb-16" aria-labelledby="related-heading">
        <h2 id="related-heading" className="text-2xl font-bold">
          Related categories
        </h2>
        <div className="mt-4 flex flex-wrap gap-3">
          {content.related.map((key) => (
            <Link key={key} to={`/category/${key}`} className="btn btn-outline">
              {CATEGORY_TITLES[key]}
            </Link>
          ))}
        </div>
      </section>
    </>
  );
}
