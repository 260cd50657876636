import { CriticDbError } from "../types";

interface Entry {
  value: unknown;
  freshUntil: number;
}

/**
 * A short read cache in front of a remote API: answers are reused for `ttlMs`, concurrent reads of one
 * key share one request, and when the remote side is down or rate-limiting, the last answer is served
 * (stale) instead of an error. Expired entries are kept for that fallback.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Bumped by every expiry, so that a read started before a write never stores its older answer. */
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.freshUntil > Date.now()) return entry.value as T;
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const startedAt = this.generation;
    const loading: Promise<T> = load()
      .then((value) => {
        const freshUntil = startedAt === this.generation ? Date.now() + this.ttlMs : 0;
        this.entries.set(key, { value, freshUntil });
        return value;
      })
      .catch((error: unknown) => {
        if (entry && error instanceof CriticDbError && error.retryable) return entry.value as T;
        throw error;
      })
      .finally(() => {
        if (this.inFlight.get(key) === loading) this.inFlight.delete(key);
      });
    this.inFlight.set(key, loading);
    return loading;
  }

  expire(key: string): void {
    this.generation++;
    const entry = this.entries.get(key);
    if (entry) entry.freshUntil = 0;
    this.inFlight.delete(key);
  }

  expirePrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.expire(key);
    for (const key of this.inFlight.keys()) if (key.startsWith(prefix)) this.inFlight.delete(key);
  }

  expireAll(): void {
    this.expirePrefix("");
  }
}
