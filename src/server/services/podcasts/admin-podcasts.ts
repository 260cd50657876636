import type { PodcastDetail, PodcastValues } from "@shared/schemas/podcast";
import { PODCAST_NOT_FOUND } from "@shared/schemas/podcast";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { type PodcastRow, podcasts } from "../../db/schema";
import { refuse, notFound } from "../../lib/http-error";
import { type AuditActor, changedFields, recordAudit } from "../admin/audit";
import { adjustCatalogueCounts } from "./aggregates";
import { type PodcastsContext, toPodcastDetail } from "./presenter";

export const DUPLICATE_PODCAST = "A podcast with this title and publisher already exists.";
export const DUPLICATE_FEED = "A podcast with this feed URL already exists.";

const normalise = (text: string) => text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

/** The natural key of a podcast without a feed URL: its title and publisher, normalised. */
export const titleKeyOf = (title: string, publisher: string) => `${normalise(title)}|${normalise(publisher)}`;

export const columnsOf = (values: PodcastValues) => ({
  title: values.title,
  publisher: values.publisher,
  description: values.description,
  category: values.category,
  tags: values.tags,
  coverImage: values.coverImage,
  website: values.website,
  listenUrl: values.listenUrl,
  feedUrl: values.feedUrl,
  titleKey: titleKeyOf(values.title, values.publisher),
});

function duplicateError(error: unknown): Error | undefined {
  if (isUniqueViolation(error, "podcasts_title_key_key")) return refuse("podcast_exists", DUPLICATE_PODCAST);
  if (isUniqueViolation(error, "podcasts_feed_url_key")) return refuse("feed_url_taken", DUPLICATE_FEED);
  return undefined;
}

/** What the audit log keeps of a podcast's edit. */
const auditedPodcastFields = (row: PodcastRow) => ({
  title: row.title,
  publisher: row.publisher,
  description: row.description,
  category: row.category,
  tags: row.tags.join(", "),
  coverImage: row.coverImage,
  website: row.website,
  listenUrl: row.listenUrl,
  feedUrl: row.feedUrl,
});

export async function insertPodcast(tx: Queryable, values: PodcastValues): Promise<PodcastRow> {
  const [row] = await tx.insert(podcasts).values(columnsOf(values)).returning();
  await adjustCatalogueCounts(tx, row!.category, { podcasts: 1 });
  return row!;
}

/** Replaces a podcast's details; moving it to another genre moves its counts too. */
export async function replacePodcast(
  tx: Queryable,
  id: number,
  values: PodcastValues,
): Promise<PodcastRow | undefined> {
  const [old] = await tx
    .select({ category: podcasts.category, reviewCount: podcasts.reviewCount })
    .from(podcasts)
    .where(eq(podcasts.id, id))
    .for("update");
  if (!old) return undefined;
  const [row] = await tx
    .update(podcasts)
    .set({ ...columnsOf(values), updatedAt: new Date() })
    .where(eq(podcasts.id, id))
    .returning();
  if (old.category !== values.category) {
    // A fixed order (by genre name) keeps two concurrent moves from deadlocking on the count rows.
    const moves = [
      { category: old.category, podcasts: -1, reviews: -old.reviewCount },
      { category: values.category, podcasts: 1, reviews: old.reviewCount },
    ].sort((a, b) => a.category.localeCompare(b.category));
    for (const move of moves) await adjustCatalogueCounts(tx, move.category, move);
  }
  return row;
}

/** Adds a podcast; with an actor (an administrator's request) the audit log records it. */
export async function createPodcast(
  { db, config }: PodcastsContext,
  values: PodcastValues,
  actor?: AuditActor,
): Promise<PodcastDetail> {
  try {
    const row = await db.transaction(async (tx) => {
      const created = await insertPodcast(tx, values);
      if (actor) {
        await recordAudit(tx, actor, {
          action: "podcast.create",
          targetType: "podcast",
          targetId: created.id,
          targetLabel: created.title,
          after: { ...values },
        });
      }
      return created;
    });
    return toPodcastDetail(row, config.criticScoreMinCritics);
  } catch (error) {
    throw duplicateError(error) ?? error;
  }
}

export async function updatePodcast(
  { db, config }: PodcastsContext,
  id: number,
  values: PodcastValues,
  actor?: AuditActor,
): Promise<PodcastDetail> {
  try {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(podcasts).where(eq(podcasts.id, id));
      const updated = await replacePodcast(tx, id, values);
      if (updated && before && actor) {
        await recordAudit(tx, actor, {
          action: "podcast.update",
          targetType: "podcast",
          targetId: id,
          targetLabel: updated.title,
          ...changedFields(auditedPodcastFields(before), auditedPodcastFields(updated)),
        });
      }
      return updated;
    });
    if (!row) throw notFound(PODCAST_NOT_FOUND);
    return toPodcastDetail(row, config.criticScoreMinCritics);
  } catch (error) {
    throw duplicateError(error) ?? error;
  }
}

/**
 * The podcast an imported record stands for: same feed URL first, else same title and publisher.
 * Answers its id, or undefined for a new podcast.
 */
export async function findExisting(tx: Queryable, values: PodcastValues): Promise<number | undefined> {
  if (values.feedUrl) {
    const [byFeed] = await tx
      .select({ id: podcasts.id })
      .from(podcasts)
      .where(sql`lower(${podcasts.feedUrl}) = lower(${values.feedUrl})`);
    if (byFeed) return byFeed.id;
  }
  const [byTitle] = await tx
    .select({ id: podcasts.id })
    .from(podcasts)
    .where(eq(podcasts.titleKey, titleKeyOf(values.title, values.publisher)));
  return byTitle?.id;
}

export { duplicateError as podcastDuplicateError };
