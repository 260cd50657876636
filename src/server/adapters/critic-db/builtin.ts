import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { reviewContentFromInsert } from "../../db/critic-review-upsert";
import { isUniqueViolation } from "../../db/pg-errors";
import { criticNames, criticPublications, criticReviews } from "../../db/schema";
import {
  builtinRecordKey,
  type CriticDatabase,
  CriticDbError,
  type CriticNameRecord,
  type CriticReviewChanges,
  type CriticReviewRecord,
  type NewCriticReview,
  type PublicationRecord,
} from "./types";

/** The columns a record is made of (not the copy's own times and moderation state). */
const recordColumns = {
  id: criticReviews.id,
  submissionId: criticReviews.submissionId,
  reviewer: criticReviews.reviewer,
  publication: criticReviews.publication,
  podcast: criticReviews.podcast,
  snippet: criticReviews.snippet,
  rating: criticReviews.rating,
  date: criticReviews.date,
  url: criticReviews.url,
};
type ReviewRow = Pick<typeof criticReviews.$inferSelect, keyof typeof recordColumns>;

const toReview = (row: ReviewRow): CriticReviewRecord => ({
  id: String(row.id),
  submissionId: row.submissionId,
  reviewer: row.reviewer,
  publication: row.publication,
  podcast: row.podcast,
  snippet: row.snippet,
  rating: row.rating,
  date: row.date,
  url: row.url,
});

/** Rows of the built-in database; rows with a record id are a copy of an Airtable base (CRITIC_DB=airtable). */
const own = (condition: SQL | undefined) => and(isNull(criticReviews.recordId), condition);

/** The critic database kept in our own PostgreSQL (embedded or server): the default. */
export class BuiltinCriticDatabase implements CriticDatabase {
  readonly kind = "builtin" as const;

  constructor(private readonly db: Database) {}

  async listCriticNames(): Promise<CriticNameRecord[]> {
    return this.criticNamesWhere(sql`true`);
  }

  async findCriticName(name: string): Promise<CriticNameRecord | null> {
    const [found] = await this.criticNamesWhere(sql`lower(n.name) = lower(${name.trim()})`);
    return found ?? null;
  }

  async createCriticName(input: { name: string; publication: string }): Promise<CriticNameRecord> {
    const name = input.name.trim();
    try {
      await this.db.transaction(async (tx) => {
        const [row] = await tx.insert(criticNames).values({ name }).returning({ id: criticNames.id });
        await tx.insert(criticPublications).values({ criticNameId: row!.id, name: input.publication.trim() });
      });
    } catch (error) {
      if (isUniqueViolation(error, "critic_names_name_lower_key")) {
        throw new CriticDbError("conflict", `The critic name "${name}" already exists.`, {
          clash: "critic-name",
        });
      }
      throw error;
    }
    return (await this.findCriticName(name))!;
  }

  async addPublication(criticName: string, publication: string): Promise<PublicationRecord> {
    const [critic] = await this.db
      .select({ id: criticNames.id })
      .from(criticNames)
      .where(sql`lower(${criticNames.name}) = lower(${criticName.trim()})`);
    if (!critic) throw new CriticDbError("not-found", `No critic name "${criticName}".`);
    try {
      const [row] = await this.db
        .insert(criticPublications)
        .values({ criticNameId: critic.id, name: publication.trim() })
        .returning();
      return { id: String(row!.id), name: row!.name };
    } catch (error) {
      if (isUniqueViolation(error, "critic_publications_critic_name_key")) {
        throw new CriticDbError("conflict", `${criticName} already has the publication "${publication}".`, {
          clash: "publication",
        });
      }
      throw error;
    }
  }

  async listReviews(reviewer: string): Promise<CriticReviewRecord[]> {
    // Only the record's columns: a critic's whole list is read at once (hundreds of rows).
    const rows = await this.db
      .select(recordColumns)
      .from(criticReviews)
      .where(own(eq(criticReviews.reviewer, reviewer)))
      .orderBy(sql`${criticReviews.date} desc nulls last`, desc(criticReviews.id));
    return rows.map(toReview);
  }

  async countReviews(reviewer: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(criticReviews)
      .where(own(eq(criticReviews.reviewer, reviewer)));
    return row?.count ?? 0;
  }

  async listAllReviews(): Promise<CriticReviewRecord[]> {
    const rows = await this.db.select(recordColumns).from(criticReviews).where(own(undefined));
    return rows.map(toReview);
  }

  async getReview(id: string): Promise<CriticReviewRecord | null> {
    const key = builtinRecordKey(id);
    if (key === null) return null;
    const [row] = await this.db
      .select(recordColumns)
      .from(criticReviews)
      .where(own(eq(criticReviews.id, key)));
    return row ? toReview(row) : null;
  }

  async upsertReviews(reviews: NewCriticReview[]): Promise<CriticReviewRecord[]> {
    if (reviews.length === 0) return [];
    const rows = await this.db
      .insert(criticReviews)
      .values(reviews)
      .onConflictDoUpdate({
        target: criticReviews.submissionId,
        set: { ...reviewContentFromInsert, updatedAt: sql`now()` },
      })
      .returning();
    const bySubmission = new Map(rows.map((r) => [r.submissionId, toReview(r)]));
    return reviews.map((r) => bySubmission.get(r.submissionId)!);
  }

  async updateReview(id: string, changes: CriticReviewChanges): Promise<CriticReviewRecord | null> {
    const key = builtinRecordKey(id);
    if (key === null) return null;
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const [row] = await this.db
      .update(criticReviews)
      .set({ ...set, updatedAt: new Date() })
      .where(own(eq(criticReviews.id, key)))
      .returning();
    return row ? toReview(row) : null;
  }

  async deleteReview(id: string): Promise<boolean> {
    const key = builtinRecordKey(id);
    if (key === null) return false;
    const rows = await this.db
      .delete(criticReviews)
      .where(own(eq(criticReviews.id, key)))
      .returning({ id: criticReviews.id });
    return rows.length > 0;
  }

  /** Names and publications in one query each, whatever the number of critics. */
  private async criticNamesWhere(condition: SQL): Promise<CriticNameRecord[]> {
    const names = await this.db.execute<{ id: number; name: string }>(sql`
      select n.id, n.name from critic_names n where ${condition} order by lower(n.name)`);
    if (names.rows.length === 0) return [];
    const ids = names.rows.map((r) => Number(r.id));
    const publications = await this.db
      .select()
      .from(criticPublications)
      .where(inArray(criticPublications.criticNameId, ids))
      .orderBy(asc(criticPublications.createdAt), asc(criticPublications.id));
    return names.rows.map((row) => {
      const mine = publications
        .filter((p) => p.criticNameId === Number(row.id))
        .map((p) => ({ id: String(p.id), name: p.name }));
      return {
        id: String(row.id),
        name: row.name,
        publication: mine[0]?.name ?? null,
        publications: mine,
      };
    });
  }
}
