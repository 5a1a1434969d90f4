/**
 * The most recently used cache entries of this isolate, so a hot listing or profile is answered
 * without even the KV read. An entry carries the version it was computed for and is served under
 * exactly the same rule as a KV entry (at least the required version), so it can never be staler
 * than KV would be; losing it (a new isolate) only costs a KV read. Bounded by count and bytes.
 */
const MAX_ENTRIES = 256;
const MAX_BYTES = 4 * 1024 * 1024;

interface HotEntry {
  json: string;
  version: number;
}

const entries = new Map<string, HotEntry>();
let bytes = 0;

export function hotEntry(key: string): HotEntry | undefined {
  return entries.get(key);
}

export function rememberEntry(key: string, json: string, version: number): void {
  const previous = entries.get(key);
  if (previous && previous.version > version) return; // never replace a newer entry with an older one
  if (previous) bytes -= previous.json.length;
  entries.delete(key); // re-inserted last, so iteration order is least recently stored first
  entries.set(key, { json, version });
  bytes += json.length;
  for (const [oldest, entry] of entries) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    entries.delete(oldest);
    bytes -= entry.json.length;
  }
}

/** For tests that edit KV entries directly: the next read must go to KV. */
export function forgetHotEntriesForTests(): void {
  entries.clear();
  bytes = 0;
}
