import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { ChangeFeed } from "../../db/change-feed";
import type { Database, Queryable } from "../../db/client";
import { sessions, type UserRow, users } from "../../db/schema";
import { randomToken, sha256 } from "../../lib/crypto";
import { SessionCache } from "./session-cache";

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export interface ActiveSession {
  tokenHash: string;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  user: UserRow;
}

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/** Sessions each instance keeps in memory (about 1 kB each). */
const MAX_CACHED_SESSIONS = 10_000;

/**
 * Database-backed sessions: the cookie carries a random token, the table only its SHA-256. Reading a
 * session is one indexed query joined to the user, kept in memory once the store hears the database's
 * changes (`watch`); the idle expiry is pushed forward only once half of it has passed, so most requests
 * write nothing.
 */
export class SessionStore {
  private readonly lookup;
  private readonly cache = new SessionCache(MAX_CACHED_SESSIONS);

  constructor(
    private readonly db: Database,
    private readonly policy: SessionPolicy,
  ) {
    this.lookup = db
      .select({
        tokenHash: sessions.tokenHash,
        expiresAt: sessions.expiresAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
        user: users,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder("tokenHash")),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.absoluteExpiresAt, sql`now()`),
          ne(users.status, "suspended"),
        ),
      )
      .limit(1)
      .prepare("session_lookup");
  }

  async create(userId: number, meta: SessionMeta, db: Queryable = this.db): Promise<string> {
    const token = randomToken();
    const now = Date.now();
    await db.insert(sessions).values({
      tokenHash: sha256(token),
      userId,
      expiresAt: new Date(now + this.policy.idleMs),
      absoluteExpiresAt: new Date(now + this.policy.absoluteMs),
      ip: meta.ip?.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 512),
    });
    return token;
  }

  /**
   * Keeps found sessions in memory from now on: any change to a user's sessions or account, made by any
   * instance, makes this one read them again as soon as `feed` hears of it (decision 0075).
   */
  watch(feed: ChangeFeed): void {
    this.cache.attach(feed);
  }

  /** The session with this token hash if this instance keeps it in memory and it is fresh, else undefined. */
  kept(tokenHash: string): ActiveSession | undefined {
    const cached = this.cache.get(tokenHash);
    return cached && this.isFresh(cached, Date.now()) ? { ...cached, user: { ...cached.user } } : undefined;
  }

  /** The live session whose cookie token has this hash (`sha256(token)`), from memory or the database. */
  async find(tokenHash: string): Promise<ActiveSession | undefined> {
    const kept = this.kept(tokenHash);
    if (kept) return kept;

    const now = Date.now();
    const mark = this.cache.mark();
    const [row] = await this.lookup.execute({ tokenHash });
    if (!row) return undefined;
    if (row.expiresAt.getTime() - now < this.policy.idleMs / 2) {
      const expiresAt = new Date(Math.min(now + this.policy.idleMs, row.absoluteExpiresAt.getTime()));
      await this.db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
      row.expiresAt = expiresAt;
    } else {
      this.cache.keep(mark, { ...row, user: { ...row.user } });
    }
    return row;
  }

  /** A cached session is used only while its idle expiry is more than half away, as the database would. */
  private isFresh(session: ActiveSession, now: number): boolean {
    return (
      session.expiresAt.getTime() - now >= this.policy.idleMs / 2 && session.absoluteExpiresAt.getTime() > now
    );
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  /** Ends every session of a user: logout everywhere, suspension, deletion, password reset. */
  async deleteForUser(userId: number, db: Queryable = this.db): Promise<void> {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  }

  /** Ends every session of a user but the given one ("sign out my other sessions"); answers how many. */
  async deleteOthers(userId: number, keepTokenHash: string, db: Queryable = this.db): Promise<number> {
    const ended = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
      .returning({ tokenHash: sessions.tokenHash });
    return ended.length;
  }

  async deleteExpired(): Promise<number> {
    const deleted = await this.db
      .delete(sessions)
      .where(sql`${sessions.expiresAt} < now() or ${sessions.absoluteExpiresAt} < now()`)
      .returning({ tokenHash: sessions.tokenHash });
    return deleted.length;
  }
}
