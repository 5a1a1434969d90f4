import { BoundedLru } from '#worker/lib/bounded-lru';

// Hot entries skip even the KV read; served under the same version rule as KV, so never staler than KV.
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
