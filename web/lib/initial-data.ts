import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '#shared/initial-data';

const QUERIES: readonly string[] = [
  'trainer-list',
  'trainer-profile',
  'blog-post',
  'blog-list',
  'faq-list',
] satisfies InitialData['query'][];

/**
 * The API answer the worker embedded in this page's HTML (worker/features/pages), taken once: the
 * element is removed so nothing reads it again after the first render.
 * Null when there is none or it is not what this app version understands.
 */
export function takeInitialData(doc: Document = document): InitialData | null {
  const element = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data: unknown = JSON.parse(element.textContent ?? '');
    const query = typeof data === 'object' && data !== null && 'query' in data ? data.query : null;
    return typeof query === 'string' && QUERIES.includes(query) ? (data as InitialData) : null;
  } catch {
    return null; // Unreadable: the page simply fetches its data.
  }
}
