import { CriticDbError } from "../types";

interface Entry {
  value: unknown;
  freshUntil: number;
  /** Expired by a write: known to be out of date, so never served ahead of a fresh read. */
  outdated: boolean;
}

/**
 * A short read cache in front of a remote API: answers are reused for `ttlMs`, concurrent reads of one
 * key share one request, and when the remote side is down or rate-limiting, the last answer is served
 * (stale) instead of an error. Expired entries are kept for that fallback. With `staleWhileRevalidate`
 * a kept answer is served at once and refreshed behind it, so a caller never waits on the remote side
 * for something it has seen before.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Bumped by each key's expiry, so that a read started before a write never stores its older answer. */
  private readonly generations = new Map<string, number>();

  constructor(private readonly ttlMs: number) {}

  async read<T>(key: string, load: () => Promise<T>, options: { staleWhileRevalidate?: boolean } = {}) {
    const entry = this.entries.get(key);
    if (entry && entry.freshUntil > Date.now()) return entry.value as T;
    const loading = this.load(key, entry, load);
    if (entry && !entry.outdated && options.staleWhileRevalidate) {
      loading.catch(() => undefined);
      return entry.value as T;
    }
    return loading;
  }

  private load<T>(key: string, entry: Entry | undefined, load: () => Promise<T>): Promise<T> {
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const startedAt = this.generations.get(key) ?? 0;
    const loading: Promise<T> = load()
      .then((value) => {
        const current = (this.generations.get(key) ?? 0) === startedAt;
        this.entries.set(key, {
          value,
          freshUntil: current ? Date.now() + this.ttlMs : 0,
          outdated: !current,
        });
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
    this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
    const entry = this.entries.get(key);
    if (entry) {
      entry.freshUntil = 0;
      entry.outdated = true;
    }
    this.inFlight.delete(key);
  }

  expirePrefix(prefix: string): void {
    const keys = new Set([...this.entries.keys(), ...this.inFlight.keys()]);
    for (const key of keys) if (key.startsWith(prefix)) this.expire(key);
  }

  expireAll(): void {
    this.expirePrefix("");
  }
}
