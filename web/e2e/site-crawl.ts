/**
 * A crawler's view of the running app, for the standards tests (standards.e2e.ts): the server's
 * HTML only (no JavaScript runs, as a search engine's first pass), links as `<a href>` in it.
 */

/** The `href`s of a page's links (the attribute as written; entities decoded). */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/gi)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"'),
  );
}

/** The `<loc>`s of a sitemap document (an index or a part). */
export function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

export interface CrawlResult {
  /** Every followed page (path and query) with its status. */
  statuses: Map<string, number>;
  /** Where each followed page was first linked from, for failure messages. */
  linkedFrom: Map<string, string>;
}

/**
 * Breadth-first from `start`, following the links `follow` accepts (same site, as path and
 * query), `concurrency` requests at a time. A redirect is followed as a link to its target.
 */
export async function crawl(
  origin: string,
  start: string,
  follow: (url: URL) => boolean,
  concurrency = 8,
): Promise<CrawlResult> {
  const statuses = new Map<string, number>();
  const linkedFrom = new Map<string, string>([[start, '(start)']]);
  const queue = [start];
  const visit = async (target: string) => {
    const res = await fetch(`${origin}${target}`, { redirect: 'manual', headers: { accept: 'text/html' } });
    statuses.set(target, res.status);
    let next: string[] = [];
    if (res.status >= 300 && res.status < 400) next = [res.headers.get('location') ?? ''];
    else if ((res.headers.get('content-type') ?? '').includes('text/html')) next = linksOf(await res.text());
    else await res.body?.cancel();
    for (const href of next) {
      const url = new URL(href, `${origin}${target}`);
      if (url.origin !== origin || !follow(url)) continue;
      const key = `${url.pathname}${url.search}`;
      if (linkedFrom.has(key)) continue;
      linkedFrom.set(key, target);
      queue.push(key);
    }
  };
  const running = new Set<Promise<void>>();
  while (queue.length > 0 || running.size > 0) {
    while (queue.length > 0 && running.size < concurrency) {
      const target = queue.shift() ?? '';
      const task: Promise<void> = visit(target).finally(() => running.delete(task));
      running.add(task);
    }
    if (running.size > 0) await Promise.race(running);
  }
  return { statuses, linkedFrom };
}
