import type { BlogPostResponse } from '#shared/api/blog';
import type { PublicFaq } from '#shared/api/faqs';
import type { TrainerProfileData } from '#shared/api/trainers';
import { CATEGORY_TITLES, type CategoryKey } from '#shared/categories';
import { DEFAULT_DESCRIPTION, documentTitle, summarize } from '#shared/document-title';
import {
  CATEGORY_DESCRIPTIONS,
  categoryPageTitle,
  PAGE_COPY,
  type PageCopy,
  trainerPageDescription,
  trainerPageTitle,
} from '#shared/page-copy';
import type { StaticPage } from '#shared/page-table';
import { IMAGE_DISPLAYS, type ImageDisplay } from '#shared/responsive-image';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  type Crumb,
  faqPageJsonLd,
  type JsonLd,
  trainerJsonLd,
  websiteJsonLd,
} from './json-ld';
import { pagePath } from './page-routes';

/** Everything the worker puts in a page's `<head>` besides the shell's own tags. */
export interface HeadTags {
  title: string;
  description: string;
  /** Absolute; null for pages that are not to be indexed. */
  canonical: string | null;
  noindex: boolean;
  ogType: 'website' | 'profile' | 'article';
  /** Absolute URL of the page's own photo (link previews, JSON-LD), if it has one. */
  image: string | null;
  /** Preloaded with the HTML in the size the page's <img> will pick (#shared/responsive-image): one request. */
  heroImage: HeroImage | null;
  jsonLd: JsonLd[];
}

export interface HeroImage {
  url: string;
  display: ImageDisplay;
}

/** Uploaded photos are served by this worker (`/api/images/…`); others are https URLs already. */
export function absoluteUrl(origin: string, value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return `${origin}${value}`;
  return null;
}

/** A page's photo in both forms: absolute for previews, as stored (and shown in `display`) for the preload. */
function pagePhoto(
  origin: string,
  value: string | null | undefined,
  display: ImageDisplay,
): Pick<HeadTags, 'image' | 'heroImage'> {
  const image = absoluteUrl(origin, value);
  return { image, heroImage: image && value ? { url: value, display } : null };
}

function pageTags(origin: string, path: string, copy: PageCopy, extra: Partial<HeadTags> = {}): HeadTags {
  return {
    title: documentTitle(copy.title),
    description: copy.description,
    canonical: `${origin}${path}`,
    noindex: false,
    ogType: 'website',
    image: null,
    heroImage: null,
    jsonLd: [],
    ...extra,
  };
}

function crumbs(origin: string, ...trail: [name: string, path: string][]): Crumb[] {
  return [['Home', '/'] as const, ...trail].map(([name, path]) => ({ name, url: `${origin}${path}` }));
}

export function homeHead(origin: string): HeadTags {
  return pageTags(origin, pagePath({ kind: 'home' }), PAGE_COPY.home, { jsonLd: [websiteJsonLd(origin)] });
}

/** A list's later pages are distinct pages to a search engine; filters are not (the canonical URL drops them). */
const listPagePath = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);
const listPageTitle = (title: string, page: number) => (page > 1 ? `${title}, page ${page}` : title);

export function browseHead(origin: string, page = 1): HeadTags {
  const copy = { ...PAGE_COPY.browse, title: listPageTitle(PAGE_COPY.browse.title, page) };
  return pageTags(origin, listPagePath(pagePath({ kind: 'browse' }), page), copy);
}

export function categoryHead(origin: string, category: CategoryKey, page = 1): HeadTags {
  const title = CATEGORY_TITLES[category];
  const path = pagePath({ kind: 'category', category });
  return pageTags(
    origin,
    listPagePath(path, page),
    { title: listPageTitle(categoryPageTitle(title), page), description: CATEGORY_DESCRIPTIONS[category] },
    {
      jsonLd: [breadcrumbJsonLd(crumbs(origin, [PAGE_COPY.browse.title, pagePath({ kind: 'browse' })], [title, path]))],
    },
  );
}

export function trainerHead(origin: string, trainer: TrainerProfileData): HeadTags {
  const path = pagePath({ kind: 'trainer', slug: trainer.slug });
  const url = `${origin}${path}`;
  const description = trainerPageDescription(trainer);
  const photo = pagePhoto(origin, trainer.profile_image, IMAGE_DISPLAYS.profileHero);
  const { image } = photo;
  const category = trainer.categories[0];
  const trail: [string, string][] = [[PAGE_COPY.browse.title, pagePath({ kind: 'browse' })]];
  if (category) trail.push([CATEGORY_TITLES[category], pagePath({ kind: 'category', category })]);
  trail.push([trainer.full_name, path]);
  return pageTags(
    origin,
    path,
    { title: trainerPageTitle(trainer), description },
    {
      // Without a service the profile is in no list (SPEC 5): it renders for the link but is not indexed (decision 073).
      noindex: trainer.services.length === 0,
      ogType: 'profile',
      ...photo,
      jsonLd: [trainerJsonLd(trainer, { url, image, description }), breadcrumbJsonLd(crumbs(origin, ...trail))],
    },
  );
}

export function blogHead(origin: string, page = 1): HeadTags {
  const copy = { ...PAGE_COPY.blog, title: listPageTitle(PAGE_COPY.blog.title, page) };
  return pageTags(origin, listPagePath(pagePath({ kind: 'blog' }), page), copy);
}

export function blogPostHead(origin: string, post: BlogPostResponse['post']): HeadTags {
  const path = pagePath({ kind: 'blog-post', slug: post.slug });
  const photo = pagePhoto(origin, post.featured_image, IMAGE_DISPLAYS.blogPostHero);
  const { image } = photo;
  return pageTags(
    origin,
    path,
    { title: post.title, description: summarize(post.excerpt) },
    {
      ogType: 'article',
      ...photo,
      jsonLd: [
        blogPostingJsonLd(post, { url: `${origin}${path}`, image, origin }),
        breadcrumbJsonLd(crumbs(origin, [PAGE_COPY.blog.title, pagePath({ kind: 'blog' })], [post.title, path])),
      ],
    },
  );
}

/** The FAQ page; its questions as FAQPage data when they could be read. */
export function faqHead(origin: string, faqs: PublicFaq[] | null): HeadTags {
  return pageTags(origin, pagePath({ kind: 'static', page: 'faq' }), PAGE_COPY.faq, {
    jsonLd: faqs?.length ? [faqPageJsonLd(faqs)] : [],
  });
}

export function staticPageHead(origin: string, page: Exclude<StaticPage, 'faq'>): HeadTags {
  return pageTags(origin, pagePath({ kind: 'static', page }), PAGE_COPY[page]);
}

/** /auth's title by its `mode` (web/features/auth/AuthPage.tsx sets the same). */
export function authHead(mode: string | null): HeadTags {
  const title =
    mode === 'signup' ? 'Create Account' : mode === 'forgot' || mode === 'reset' ? 'Reset Password' : 'Sign In';
  return { ...appScreenHead(), title: documentTitle(title) };
}

/** Signed-in screens: the shell's own title; nothing for search engines. */
export function appScreenHead(): HeadTags {
  return {
    title: documentTitle(''),
    description: DEFAULT_DESCRIPTION,
    canonical: null,
    noindex: true,
    ogType: 'website',
    image: null,
    heroImage: null,
    jsonLd: [],
  };
}

export function notFoundHead(): HeadTags {
  return { ...appScreenHead(), title: documentTitle('Page not found') };
}
