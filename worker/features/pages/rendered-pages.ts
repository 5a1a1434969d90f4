import { BoundedLru } from '#worker/lib/bounded-lru';

// Pages by validator: the validator names every input, so an entry is never stale and needs no invalidation.
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
