import { BoundedLru } from '#worker/lib/bounded-lru';

/**
 * The most recently used cache entries of this isolate, so a hot listing or profile is answered
 * without even the KV read. An entry carries the version it was computed for and is served under
 * exactly the same rule as a KV entry (at least the required version), so it can never be staler
 * than KV would be; losing it (a new isolate) only costs a KV read. Bounded by count and bytes.
 */
interface HotEntry {
  json: string;
  version: number;
}

const entries = new BoundedLru<HotEntry>({ maxEntries: 256, maxSize: 4 * 1024 * 1024 }, (entry) => entry.json.length);

export function hotEntry(key: string): HotEntry | undefined {
  return entries.get(key);
}

export function rememberEntry(key: string, json: string, version: number): void {
  const previous = entries.peek(key);
  if (previous && previous.version > version) return; // never replace a newer entry with an older one
  entries.set(key, { json, version });
}

/** For tests that edit KV entries directly: the next read must go to KV. */
export function forgetHotEntriesForTests(): void {
  entries.clear();
}
