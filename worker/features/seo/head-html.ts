import { SITE_NAME } from '#shared/document-title';
import { responsiveImage } from '#shared/responsive-image';
import { escapeHtml, jsonForScript } from '#worker/lib/html-escape';
import type { HeadTags } from './head-tags';

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** The `<head>` markup for a page's tags, every value escaped for where it goes. */
export function renderHeadTags(tags: HeadTags, imageResizing: boolean): string {
  const lines = [`<title>${escapeHtml(tags.title)}</title>`, meta('name', 'description', tags.description)];
  if (tags.noindex) lines.push(meta('name', 'robots', 'noindex'));
  if (tags.canonical) {
    lines.push(
      `<link rel="canonical" href="${escapeHtml(tags.canonical)}">`,
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:type', tags.ogType),
      meta('property', 'og:title', tags.title),
      meta('property', 'og:description', tags.description),
      meta('property', 'og:url', tags.canonical),
      meta('name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', tags.title),
      meta('name', 'twitter:description', tags.description),
    );
    if (tags.image) lines.push(meta('property', 'og:image', tags.image), meta('name', 'twitter:image', tags.image));
  }
  // The hero photo comes with the HTML, with the <img>'s own srcset and sizes, so the browser picks the same candidate.
  if (tags.heroImage) {
    const hero = responsiveImage(tags.heroImage.url, tags.heroImage.display, imageResizing);
    const candidates =
      (hero.srcSet ? ` imagesrcset="${escapeHtml(hero.srcSet)}"` : '') +
      (hero.sizes ? ` imagesizes="${escapeHtml(hero.sizes)}"` : '');
    lines.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(hero.src)}"${candidates}>`);
  }
  for (const data of tags.jsonLd) lines.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return lines.join('\n');
}
