/**
 * Escaping for the two contexts the worker writes user data into: HTML (text and double-quoted
 * attribute values) and JSON inside a `<script>` element.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe as element text and as a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const SCRIPT_JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON text made safe to place between `<script …>` and `</script>`: the HTML parser ends a script
 * at `</script` whatever the JSON means, and `<!--` changes how it scans. These characters can only
 * occur inside JSON strings, where the `\uXXXX` forms mean the same thing, so the JSON still parses
 * to the same value. U+2028/2029 are escaped for old JavaScript parsers.
 */
function escapeJsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_JSON_ESCAPES[char] ?? char);
}

/** A value as JSON for a `<script>` element. */
export function jsonForScript(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value) ?? 'null');
}
