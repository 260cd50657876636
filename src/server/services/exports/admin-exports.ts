import { asc, eq, gt, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { podcasts, reviews, users } from "../../db/schema";
import { type CsvColumn, keysetBatches } from "./csv";

/** An export: its file's base name, its columns and its rows in key order. */
export interface ExportDefinition<Row> {
  name: string;
  columns: CsvColumn<Row>[];
  rows(db: Queryable, batchSize?: number): AsyncGenerator<Row>;
}

const userFields = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  criticName: users.criticName,
  location: users.location,
  genres: users.genres,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
};
const usersAfter = (db: Queryable, after: number | null, limit: number) =>
  db
    .select(userFields)
    .from(users)
    .where(after === null ? undefined : gt(users.id, after))
    .orderBy(asc(users.id))
    .limit(limit);
type UserExportRow = Awaited<ReturnType<typeof usersAfter>>[number];

/** Every account; the only export with e-mail addresses, and never a password hash or session. */
export const usersExport: ExportDefinition<UserExportRow> = {
  name: "users",
  columns: [
    { header: "id", value: (u) => u.id },
    { header: "username", value: (u) => u.username },
    { header: "name", value: (u) => u.name },
    { header: "email", value: (u) => u.email },
    { header: "role", value: (u) => u.role },
    { header: "status", value: (u) => u.status },
    { header: "critic_name", value: (u) => u.criticName },
    { header: "location", value: (u) => u.location },
    { header: "genres", value: (u) => u.genres?.join("; ") },
    { header: "created_at", value: (u) => u.createdAt },
    { header: "last_login", value: (u) => u.lastLogin },
  ],
  rows: (db, batchSize) =>
    keysetBatches(
      (after: number | null, limit: number) => usersAfter(db, after, limit),
      (row) => row.id,
      batchSize,
    ),
};

const reviewFields = {
  id: reviews.id,
  podcastId: reviews.podcastId,
  podcastTitle: podcasts.title,
  userId: reviews.userId,
  username: users.username,
  rating: reviews.rating,
  title: reviews.title,
  content: reviews.content,
  containsSpoilers: reviews.containsSpoilers,
  hidden: sql<boolean>`${reviews.hiddenAt} is not null`,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};
const reviewsAfter = (db: Queryable, after: number | null, limit: number) =>
  db
    .select(reviewFields)
    .from(reviews)
    .innerJoin(podcasts, eq(podcasts.id, reviews.podcastId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(after === null ? undefined : gt(reviews.id, after))
    .orderBy(asc(reviews.id))
    .limit(limit);
type ReviewExportRow = Awaited<ReturnType<typeof reviewsAfter>>[number];

/** Every user review with its podcast and author (username only: e-mails stay in the users export). */
export const reviewsExport: ExportDefinition<ReviewExportRow> = {
  name: "reviews",
  columns: [
    { header: "id", value: (r) => r.id },
    { header: "podcast_id", value: (r) => r.podcastId },
    { header: "podcast", value: (r) => r.podcastTitle },
    { header: "user_id", value: (r) => r.userId },
    { header: "username", value: (r) => r.username },
    { header: "rating", value: (r) => r.rating },
    { header: "title", value: (r) => r.title },
    { header: "review", value: (r) => r.content },
    { header: "created_at", value: (r) => r.createdAt },
    { header: "updated_at", value: (r) => r.updatedAt },
    { header: "hidden", value: (r) => r.hidden },
    { header: "contains_spoilers", value: (r) => r.containsSpoilers },
  ],
  rows: (db, batchSize) =>
    keysetBatches(
      (after: number | null, limit: number) => reviewsAfter(db, after, limit),
      (row) => row.id,
      batchSize,
    ),
};
