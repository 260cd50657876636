/**
 * A map of at most `capacity` entries that forgets the least recently used one first (a read counts as a
 * use). `onForget` hears every entry that leaves it, whichever way.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(
    private readonly capacity: number,
    private readonly onForget: (key: K, value: V) => void = () => {},
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: moved to the end, it is the last to go.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.onForget(key, value);
  }

  clear(): void {
    const all = [...this.entries];
    this.entries.clear();
    for (const [key, value] of all) this.onForget(key, value);
  }
}
