/**
 * A map of at most `max` entries that forgets the least recently used first: Map order is recency
 * order, a hit moves its entry to the end, and eviction takes from the front.
 */
export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  /** The value of `key`, which is now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.max) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
