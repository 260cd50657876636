/**
 * Answers of public reads, kept a short time in this process's memory (PUBLIC_CACHE_SECONDS; 0 keeps
 * nothing): whoever asks within that time gets the same answer, and requests that arrive while it is being
 * read wait for that one reading (a burst costs one query). A failed read is not kept. The oldest answers
 * go first when more than `maxEntries` are kept. See docs/decisions/0052.
 */
export class PublicCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now = () => Date.now(),
  ) {}

  get<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return read();
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.expires > now) return kept.value as Promise<T>;
    const value = read();
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Forgets everything (a critic suspended, renamed or deleted must leave public pages at once). */
  clear(): void {
    this.entries.clear();
  }
}
