import type { ImportProgress } from "@shared/schemas/podcast";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { podcastImports } from "../../db/schema";
import { badRequest, refuse, notFound } from "../../lib/http-error";

/** An import's id: a UUID its client chose. */
export const IMPORT_ID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A request's import id: absent, or a UUID the client chose. */
export function parseImportId(value: string | string[] | undefined, what = "Import-Id header"): string {
  if (typeof value !== "string" || !IMPORT_ID_PATTERN.test(value))
    throw badRequest(`The ${what} must be a UUID.`);
  return value.toLowerCase();
}

export interface ProgressReporter {
  total(count: number): Promise<void>;
  /** Records done so far, and how many of them failed. */
  processed(count: number, failed: number): Promise<void>;
  finish(): Promise<void>;
}

/** Registers an import under the id its client chose; forgets imports older than a day. */
export async function startImportProgress(
  db: Database,
  id: string,
  userId: number,
): Promise<ProgressReporter> {
  await db.delete(podcastImports).where(sql`${podcastImports.startedAt} < now() - interval '1 day'`);
  try {
    await db.insert(podcastImports).values({ id, userId });
  } catch (error) {
    if (isUniqueViolation(error))
      throw refuse("import_id_reused", "An import with this Import-Id has already run.");
    throw error;
  }
  const set = (values: Partial<typeof podcastImports.$inferInsert>) =>
    db
      .update(podcastImports)
      .set(values)
      .where(eq(podcastImports.id, id))
      .then(() => undefined);
  return {
    total: (total) => set({ total }),
    processed: (processed) => set({ processed }),
    finish: () => set({ finishedAt: sql`now()` as unknown as Date }),
  };
}

export async function readImportProgress(db: Database, id: string): Promise<ImportProgress> {
  const [row] = await db.select().from(podcastImports).where(eq(podcastImports.id, id));
  if (!row) throw notFound("No import with this id.");
  return { id: row.id, total: row.total, processed: row.processed, finished: row.finishedAt !== null };
}
