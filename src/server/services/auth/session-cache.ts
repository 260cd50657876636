import type { Change, ChangeFeed } from "../../db/change-feed";
import type { UserRow } from "../../db/schema";
import { Lru } from "../../lib/lru";

export interface CachedSession {
  tokenHash: string;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  user: UserRow;
}

/**
 * Sessions found recently, by token hash, in this instance's memory (at most `capacity`, the least
 * recently used forgotten first). Kept only while the change feed is live: a change to a user's sessions
 * or account, on any instance, forgets that user's sessions here as soon as it is heard (decision 0075).
 */
export class SessionCache {
  private readonly byToken: Lru<string, CachedSession>;
  private readonly byUser = new Map<number, Set<string>>();
  private feed: ChangeFeed | undefined;
  /** Bumped by every change heard, so that a lookup that raced one is not kept. */
  private generation = 0;

  constructor(capacity: number) {
    this.byToken = new Lru(capacity, (tokenHash, session) => {
      const tokens = this.byUser.get(session.user.id);
      tokens?.delete(tokenHash);
      if (tokens?.size === 0) this.byUser.delete(session.user.id);
    });
  }

  /** Starts keeping sessions, forgetting them as `feed` reports changes. */
  attach(feed: ChangeFeed): void {
    this.feed = feed;
    feed.subscribe((change) => this.heard(change));
  }

  private heard(change: Change): void {
    if (change.kind !== "everything" && change.kind !== "users") return;
    this.generation++;
    const ids = change.kind === "users" ? change.ids : "all";
    if (ids === "all") {
      this.byToken.clear();
      return;
    }
    for (const id of ids)
      for (const tokenHash of [...(this.byUser.get(id) ?? [])]) this.byToken.delete(tokenHash);
  }

  /** Whether sessions may be answered from and kept in memory now. */
  get live(): boolean {
    return this.feed?.live === true;
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.live ? this.byToken.get(tokenHash) : undefined;
  }

  /** A token for `keep`: the state of the cache before a lookup. */
  mark(): number {
    return this.generation;
  }

  /** Keeps a session read from the database, unless a change was heard since `mark` (it may be stale). */
  keep(mark: number, session: CachedSession): void {
    if (!this.live || mark !== this.generation) return;
    this.byToken.set(session.tokenHash, session);
    const tokens = this.byUser.get(session.user.id) ?? new Set<string>();
    tokens.add(session.tokenHash);
    this.byUser.set(session.user.id, tokens);
  }
}
