/** "Usually replies within N hours" (issue #41): null until the worker has a figure (too few answered enquiries). */
export function usualReplyText(hours: number | null): string | null {
  if (hours === null) return null;
  return `Usually replies within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
