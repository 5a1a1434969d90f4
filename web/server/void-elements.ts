/** HTML's void elements: a `/>` on them means nothing in HTML and the W3C checker notes every one. */
const VOID = 'area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr';
const SELF_CLOSED_VOID = new RegExp(`<(${VOID})(\\s[^<>]*?)?\\s*/>`, 'gi');

/**
 * React's server render writes void elements XHTML-style (`<img src="…"/>`); the page is HTML, so
 * they are written as HTML writes them (`<img src="…">`). Safe on React's output: it escapes `<`
 * and `>` inside attribute values, so a tag never holds either. SVG's own self-closed elements
 * (`<path/>`) are not void elements and keep their slash, which they need inside `<svg>`.
 */
export function withoutVoidSlashes(html: string): string {
  return html.replace(SELF_CLOSED_VOID, (_tag, name: string, attributes = '') => `<${name}${attributes}>`);
}
