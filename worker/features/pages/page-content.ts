import type { BlogListResponse, BlogPostResponse } from '#shared/api/blog';
import type { FaqListResponse } from '#shared/api/faqs';
import type { TrainerListResponse, TrainerProfileResponse } from '#shared/api/trainers';
import { browseFilterEntries, readBrowseFilters } from '#shared/browse-filters';
import type { InitialData } from '#shared/initial-data';
import { listPageEntries, readListPage } from '#shared/list-page';
import { readSearchFilter, searchFilterEntries } from '#shared/search-filter';
import type { PageRoute } from '#worker/features/seo/index';
import {
  appScreenHead,
  authHead,
  blogHead,
  blogPostHead,
  browseHead,
  categoryHead,
  faqHead,
  type HeadTags,
  homeHead,
  notFoundHead,
  staticPageHead,
  trainerHead,
} from '#worker/features/seo/index';
import { type ApiCaller, callInternalApi } from './internal-api';

/** A page's status, head tags and embedded API answer (read once, also rendered from), or a redirect. */
export type PageContent =
  | { kind: 'page'; status: 200 | 404; head: HeadTags; initialData: InitialData | null }
  | { kind: 'redirect'; location: string };

interface PageRequest extends ApiCaller {
  origin: string;
}

const page = (head: HeadTags, initialData: InitialData | null = null): PageContent => ({
  kind: 'page',
  status: 200,
  head,
  initialData,
});
const notFound = (): PageContent => ({ kind: 'page', status: 404, head: notFoundHead(), initialData: null });

/** Data that could not be read (maintenance, an error): the bare shell, the SPA explains; not indexed meanwhile. */
const unavailable = (): PageContent => page(appScreenHead());

const listPageOf = (req: PageRequest) => {
  const search = new URL(req.request.url).searchParams;
  return readListPage((name) => search.get(name));
};

/** A listing page asked for as the web app's infinite query asks (`page=1` last, which the key leaves out). */
async function listing(req: PageRequest, filters: [string, string][], head: HeadTags): Promise<PageContent> {
  const params = new URLSearchParams([...filters, ...listPageEntries(listPageOf(req))]).toString();
  const paged = new URLSearchParams(params);
  if (!paged.has('page')) paged.set('page', '1');
  const api = await callInternalApi<TrainerListResponse>(req, `/trainers?${paged}`);
  if (api.status !== 'ok') return page(head);
  return page(head, { query: 'trainer-list', params, response: api.data });
}

async function trainerPage(req: PageRequest, slug: string): Promise<PageContent> {
  const api = await callInternalApi<TrainerProfileResponse>(req, `/trainers/${encodeURIComponent(slug)}`);
  if (api.status === 'not-found') return notFound();
  if (api.status === 'moved') {
    // The trainer renamed: the page moves with the API resource (/api/trainers/{current}).
    const current = api.location.replace(/^\/api\/trainers\//, '').replace(/[?#].*$/, '');
    return { kind: 'redirect', location: `/trainer/${current}${new URL(req.request.url).search}` };
  }
  if (api.status !== 'ok') return unavailable();
  return page(trainerHead(req.origin, api.data.trainer), { query: 'trainer-profile', slug, response: api.data });
}

async function blogPostPage(req: PageRequest, slug: string): Promise<PageContent> {
  const api = await callInternalApi<BlogPostResponse>(req, `/blog/${encodeURIComponent(slug)}`);
  if (api.status === 'not-found') return notFound();
  if (api.status !== 'ok') return unavailable();
  return page(blogPostHead(req.origin, api.data.post), { query: 'blog-post', slug, response: api.data });
}

/** The blog/FAQ filter of the page's URL, normalised like the web app does (#shared/search-filter). */
function searchFilterParams(req: PageRequest): string {
  const search = new URL(req.request.url).searchParams;
  return new URLSearchParams(searchFilterEntries(readSearchFilter((name) => search.get(name)))).toString();
}

async function blogPage(req: PageRequest): Promise<PageContent> {
  const listPage = listPageOf(req);
  const params = new URLSearchParams([
    ...new URLSearchParams(searchFilterParams(req)),
    ...listPageEntries(listPage),
  ]).toString();
  const paged = new URLSearchParams(params);
  paged.set('page', String(listPage));
  const api = await callInternalApi<BlogListResponse>(req, `/blog?${paged}`);
  const head = blogHead(req.origin, listPage);
  return api.status === 'ok' ? page(head, { query: 'blog-list', params, response: api.data }) : page(head);
}

/** The FAQPage JSON-LD always describes every FAQ; the embedded answer is the URL's filter. */
async function faqPage(req: PageRequest): Promise<PageContent> {
  const params = searchFilterParams(req);
  const readAll = callInternalApi<FaqListResponse>(req, '/faqs');
  const [all, filtered] = await Promise.all([
    readAll,
    params ? callInternalApi<FaqListResponse>(req, `/faqs?${params}`) : readAll,
  ]);
  const head = faqHead(req.origin, all.status === 'ok' ? all.data.faqs : null);
  return filtered.status === 'ok' ? page(head, { query: 'faq-list', params, response: filtered.data }) : page(head);
}

export async function resolvePageContent(req: PageRequest, route: PageRoute): Promise<PageContent> {
  switch (route.kind) {
    case 'home':
      return page(homeHead(req.origin));
    case 'browse': {
      // The web app's own normalisation of the URL's filters (#shared/browse-filters): same query, same key.
      const search = new URL(req.request.url).searchParams;
      const filters = readBrowseFilters((name) => search.get(name));
      return listing(req, browseFilterEntries(filters), browseHead(req.origin, listPageOf(req)));
    }
    case 'category':
      // web/features/browse/category-list-params.ts
      return listing(req, [['category', route.category]], categoryHead(req.origin, route.category, listPageOf(req)));
    case 'trainer':
      return trainerPage(req, route.slug);
    case 'blog':
      return blogPage(req);
    case 'blog-post':
      return blogPostPage(req, route.slug);
    case 'static':
      return route.page === 'faq' ? faqPage(req) : page(staticPageHead(req.origin, route.page));
    case 'auth':
      return page(authHead(new URL(req.request.url).searchParams.get('mode')));
    case 'app':
      return page(appScreenHead());
    case 'not-found':
      return notFound();
  }
}
