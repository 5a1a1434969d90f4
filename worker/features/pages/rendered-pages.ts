import { BoundedLru } from '#worker/lib/bounded-lru';

/**
 * Pages this isolate has made, by their validator (page-validator.ts). The validator names every
 * input of a page, so a page found here is exactly the page that would be made again: the memo is
 * never stale and needs no invalidation (changed data is a new validator; the old page ages out).
 * It saves the first-screen render, the largest part of a page's CPU time, for the pages many
 * visitors see with the same data. Pages are 5–50 kB; about a hundred fit.
 */
const pages = new BoundedLru<string>({ maxEntries: 128, maxSize: 2 * 1024 * 1024 }, (html) => html.length);

export function renderedPage(validator: string): string | undefined {
  return pages.get(validator);
}

export function rememberRenderedPage(validator: string, html: string): void {
  pages.set(validator, html);
}

/** For tests that tell a made page from a kept one (`x-cache`): the next page is made afresh. */
export function forgetRenderedPagesForTests(): void {
  pages.clear();
}
