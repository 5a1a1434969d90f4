import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { createContext } from 'react';
import { BLOG_HTML_ALLOW_LIST } from '#shared/blog-html';

// Security: the second pass, in the browser's own parser, from the worker's allow-list (decision 023); a dedicated
// DOMPurify instance carries the per-tag hooks, so other DOMPurify users are unaffected.
const { tags, dropWithContent, urlSchemes, linkRel, linkTarget, codeClass, imageLoading } = BLOG_HTML_ALLOW_LIST;
type TagRules = Record<string, readonly string[]>;
const allowedAttributes: TagRules = tags;

const NUMERIC_ATTRIBUTES = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);
const URL_ATTRIBUTES: Record<string, readonly string[]> = urlSchemes;

/** The scheme a browser would read from a URL attribute, or null for a relative URL. */
export function urlScheme(value: string): string | null {
  // Browsers ignore leading controls and spaces, and tabs and newlines anywhere, in URLs.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return match?.[1]?.toLowerCase() ?? null;
}

function keepAttribute(tag: string, name: string, value: string): boolean {
  if (!allowedAttributes[tag]?.includes(name)) return false;
  if (NUMERIC_ATTRIBUTES.has(name)) return /^\d{1,5}$/.test(value.trim());
  if (name === 'class') return tag === 'code' && codeClass.test(value);
  if (name === 'target') return value === linkTarget;
  const schemes = URL_ATTRIBUTES[name];
  if (schemes) {
    const scheme = urlScheme(value);
    return value.trim() !== '' && (scheme === null || schemes.includes(scheme));
  }
  return true;
}

export const BLOG_PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: Object.keys(tags),
  ALLOWED_ATTR: [...new Set(Object.values(allowedAttributes).flat())],
  // Unknown tags are unwrapped (their text stays); these go with everything inside them.
  KEEP_CONTENT: true,
  ADD_FORBID_CONTENTS: [...dropWithContent],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Schemes are checked per attribute by the hook; this only has to let the allowed ones through.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

let instance: Purifier | null = null;

function purifier(): Purifier {
  if (instance) return instance;
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (!keepAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a') {
      // A refused link is unwrapped the way DOMPurify unwraps tags, so its children are still visited and sanitised.
      const parent = node.parentNode;
      if (!node.hasAttribute('href') && parent) {
        for (let child = node.lastChild; child; child = node.lastChild) parent.insertBefore(child, node.nextSibling);
        node.remove();
        return;
      }
      node.setAttribute('rel', linkRel);
    }
    if (tag === 'img') {
      if (!node.hasAttribute('src')) {
        node.remove();
        return;
      }
      for (const [name, value] of Object.entries(imageLoading)) node.setAttribute(name, value);
    }
  });
  instance = purify;
  return purify;
}

/** Blog HTML made safe to render: only `BLOG_HTML_ALLOW_LIST` markup, links with a forced `rel`. */
export function sanitizeBlogHtml(html: string): string {
  return purifier().sanitize(html, { ...BLOG_PURIFY_CONFIG, RETURN_TRUSTED_TYPE: false });
}

/** DOMPurify in the browser; the worker's render has no DOM, so it sanitises first and passes a pass-through here. */
export const BlogHtmlSanitizerContext = createContext<(html: string) => string>(sanitizeBlogHtml);
