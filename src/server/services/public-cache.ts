import type { Change, ChangeFeed } from "../db/change-feed";

/**
 * Answers of public reads, kept a short time in this process's memory (PUBLIC_CACHE_SECONDS; 0 keeps
 * nothing): whoever asks within that time gets the same answer, and requests that arrive while it is being
 * read wait for that one reading (a burst costs one query). A failed read is not kept. The oldest answers
 * go first when more than `maxEntries` are kept. Once attached to the change feed, a write that changes
 * what public pages show (on any instance) empties it as soon as it is heard, and nothing is kept while
 * the feed is down. See docs/decisions/0052 and 0075.
 */
export class PublicCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  private feed: ChangeFeed | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now = () => Date.now(),
  ) {}

  /**
   * Empties the cache on every change of this kind (what public pages show, the podcasts' titles), and
   * when the feed drops or returns; keeps nothing while it is down.
   */
  attach(feed: ChangeFeed, kind: Extract<Change["kind"], "public" | "titles">): void {
    this.feed = feed;
    feed.subscribe((change) => {
      if (change.kind === kind || change.kind === "everything") this.clear();
    });
  }

  /** The kept answer, or `read`'s (kept unless `keep` says otherwise once it has come). */
  get<T>(key: string, read: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (this.ttlMs === 0 || this.feed?.live === false) return read();
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.expires > now) return kept.value as Promise<T>;
    const value = read();
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    const forget = () => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    };
    value.then((answer) => keep(answer) || forget(), forget);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Forgets everything (what public pages show has changed). */
  clear(): void {
    this.entries.clear();
  }
}
