/** An isolate-local LRU memo bounded by entry count and string size; everything in it can be computed again. */
export class BoundedLru<Value> {
  readonly #entries = new Map<string, Value>();
  #size = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxSize: number },
    private readonly sizeOf: (value: Value) => number,
  ) {}

  get(key: string): Value | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // Re-inserted last: the map's iteration order is then least recently used first.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** The value without counting it as a use. */
  peek(key: string): Value | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: Value): void {
    this.#remove(key);
    const size = this.sizeOf(value);
    // One value over the whole budget would only evict everything else and then itself.
    if (size > this.limits.maxSize) return;
    this.#entries.set(key, value);
    this.#size += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.limits.maxEntries && this.#size <= this.limits.maxSize) break;
      this.#entries.delete(oldest);
      this.#size -= this.sizeOf(entry);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#size = 0;
  }

  get size(): number {
    return this.#size;
  }

  get count(): number {
    return this.#entries.size;
  }

  #remove(key: string): void {
    const previous = this.#entries.get(key);
    if (previous === undefined) return;
    this.#entries.delete(key);
    this.#size -= this.sizeOf(previous);
  }
}
