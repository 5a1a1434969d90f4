import type { BlogPostResponse } from '#shared/api/blog';
import type { PublicFaq } from '#shared/api/faqs';
import type { TrainerProfileData } from '#shared/api/trainers';
import { SITE_NAME } from '#shared/document-title';
import { coverPath } from '#shared/generated-image-paths';

/** schema.org structured data (https://schema.org), one builder per kind of page. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  url: string;
}

/** Home: the site, and how to search it (Google's sitelinks search box). */
export function websiteJsonLd(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/trainers?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The rating only with reviews (a rating of nothing is invalid); one Offer per listed service. */
export function trainerJsonLd(
  trainer: TrainerProfileData,
  page: { url: string; image: string | null; description: string },
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    name: trainer.full_name,
    description: page.description,
    url: page.url,
    ...(page.image ? { image: page.image } : {}),
    ...(trainer.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(trainer.rating_avg * 10) / 10,
            reviewCount: trainer.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(trainer.services.length > 0
      ? {
          makesOffer: trainer.services.map((service) => ({
            '@type': 'Offer',
            name: service.title,
            price: service.price,
            priceCurrency: service.currency,
            itemOffered: {
              '@type': 'Service',
              name: service.title,
              ...(service.description ? { description: service.description } : {}),
            },
          })),
        }
      : {}),
  };
}

/** The site's logo, for publishers (Google asks for one on articles): web/public/logo.svg. */
export const LOGO_PATH = '/logo.svg';

/** As Google's article rich results ask: the cover (else the drawn one), the dates, author and publisher logo. */
export function blogPostingJsonLd(
  post: BlogPostResponse['post'],
  page: { url: string; image: string | null; origin: string },
): JsonLd {
  const publisher = {
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${page.origin}/`,
    logo: { '@type': 'ImageObject', url: `${page.origin}${LOGO_PATH}`, width: 512, height: 512 },
  };
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url: page.url,
    mainEntityOfPage: page.url,
    datePublished: post.published_at,
    dateModified: post.updated_at ?? post.published_at,
    image: page.image ?? `${page.origin}${coverPath(post.id)}`,
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    author: publisher,
    publisher,
  };
}

export function faqPageJsonLd(faqs: PublicFaq[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
