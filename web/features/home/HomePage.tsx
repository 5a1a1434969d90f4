import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PAGE_COPY } from '#shared/page-copy';
import { usePageMeta } from '#web/components/usePageMeta';
import { loadNewsletterForm, NewsletterPlaceholder } from '#web/features/newsletter/index';
import { featuredTestimonialsQuery, loadTestimonialsCarousel } from '#web/features/testimonials/index';
import { MARKETING_STATS } from '#web/lib/marketing-stats';
import { useHydrated } from '#web/lib/use-hydrated';
import { CATEGORY_CARDS } from './category-cards';
import { HeroSearch } from './HeroSearch';

// The testimonial carousel (below the fold, and shown only once its data is there) brings Embla:
// its own chunk, while its query starts with the page.
const TestimonialsCarousel = lazy(() =>
  loadTestimonialsCarousel().then((module) => ({ default: module.TestimonialsCarousel })),
);
// The newsletter form (below the fold) brings zod and react-hook-form: its own chunk, fetched after
// the page has rendered, so they are not on the home page's critical path. Same-size placeholder.
const NewsletterForm = lazy(() => loadNewsletterForm().then((module) => ({ default: module.NewsletterForm })));

const TRAINER_BENEFITS = [
  { title: 'Join for free', text: 'Create your profile at no cost and reach learners looking for your skills.' },
  { title: 'Set your own prices', text: 'List your services with the prices and durations that suit you.' },
  {
    title: 'Grow with analytics',
    text: 'See monthly profile views, traffic sources, search keywords and social clicks.',
  },
];

export function HomePage() {
  usePrefetchQuery(featuredTestimonialsQuery());
  const hydrated = useHydrated();
  usePageMeta(PAGE_COPY.home.title, PAGE_COPY.home.description);
  return (
    <>
      <section className="bg-gradient-to-br from-primary to-secondary text-primary-content">
        <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-20 text-center md:py-28">
          <h1 className="text-4xl font-extrabold leading-tight md:text-5xl">
            Find the right trainer, coach or consultant
          </h1>
          <p className="mt-4 max-w-2xl text-lg">
            Search approved professionals, compare services and prices, read reviews and get in touch directly.
          </p>
          <HeroSearch />
        </div>
      </section>

      <section aria-labelledby="stats-heading" className="mx-auto max-w-5xl px-4 py-10">
        <h2 id="stats-heading" className="sr-only">
          Our community
        </h2>
        <dl className="stats stats-vertical w-full shadow sm:stats-horizontal">
          {MARKETING_STATS.map((stat) => (
            <div key={stat.label} className="stat place-items-center">
              <dt className="stat-title">{stat.label}</dt>
              <dd className="stat-value text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="categories-heading" className="text-center text-3xl font-bold">
          Browse by category
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="category-grid">
          {CATEGORY_CARDS.map((category) => (
            <li key={category.key}>
              <Link
                to={`/category/${category.key}`}
                className="card h-full border border-base-200 bg-base-100 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <div className="card-body">
                  {/* Decorative: the title beside it names the category. */}
                  <category.Icon className="size-8 text-primary" aria-hidden="true" />
                  <h3 className="card-title">{category.title}</h3>
                  <p className="text-sm text-base-content/70">{category.blurb}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-base-200/60">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="benefits-heading" className="text-center text-3xl font-bold">
            Why trainers join us
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {TRAINER_BENEFITS.map((benefit) => (
              <div key={benefit.title} className="card bg-base-100 shadow-sm">
                <div className="card-body">
                  <h3 className="card-title">{benefit.title}</h3>
                  <p className="text-base-content/70">{benefit.text}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>

      {/* In the browser only, once the page is hydrated: its data is fetched (prefetched above) while
          the page hydrates, and a section rendered in the worker without it would no longer match. */}
      {hydrated && (
        <Suspense fallback={null}>
          <TestimonialsCarousel />
        </Suspense>
      )}

      <Suspense fallback={<NewsletterPlaceholder />}>
        <NewsletterForm />
      </Suspense>

      <section className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold">Share your expertise</h2>
        <p className="mt-3 text-base-content/70">
          Create your trainer profile today. It is free, and you set your own prices.
        </p>
        <Link to="/auth?mode=signup" className="btn btn-primary btn-lg mt-6">
          Become a Trainer
        </Link>
      </section>
    </>
  );
}
