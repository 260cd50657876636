import { podcastInputSchema } from "@shared/schemas/podcast";
import { parse } from "csv-parse/sync";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { criticReviews, reviews, users } from "../../db/schema";
import { localDate } from "../../lib/dates";
import { usersExport } from "../../services/exports/admin-exports";
import { allCriticReviews, criticReviewColumns } from "../../services/exports/critic-reviews-export";
import { csvStream } from "../../services/exports/csv";
import { createPodcast } from "../../services/podcasts/admin-podcasts";
import { createReview } from "../../services/reviews/reviews";
import { validSubmission } from "../../test/critic-data";
import { CRITIC_DB_KINDS, type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";
import type { TestClient } from "../../test/test-client";

const BOM = "\uFEFF";
const HOSTILE_NAME = '=HYPERLINK("http://evil.example","click")';

/** The CSV's records as objects keyed by the header row (BOM removed). */
const records = (text: string) =>
  parse(text.slice(BOM.length), { columns: true, record_delimiter: "\r\n" }) as Record<string, string>[];

describe.each(CRITIC_DB_KINDS)("CSV exports (critic database: %s)", (kind) => {
  let t: CriticTestApp;
  let admin: TestClient;
  let criticClient: TestClient;
  let criticName: string;

  beforeAll(async () => {
    t = await createCriticTestApp(kind);
    ({ client: admin } = await t.signedIn({ role: "admin", username: `export_admin_${kind}` }));
    ({ client: criticClient, name: criticName } = await t.critic());
    const author = await t.createUser({ name: HOSTILE_NAME, email: "hostile@example.com" });
    await t.ctx.db
      .update(users)
      .set({ location: "Paris, France", genres: ["News", "True Crime"] })
      .where(eq(users.id, author.id));
    const podcast = await createPodcast(
      t.ctx,
      podcastInputSchema.parse({ title: '+Plus Show, "Live"', publisher: "P", category: "News" }),
    );
    await createReview(t.ctx.db, author, {
      podcastId: podcast.id,
      title: "-Minus title",
      content: 'Line one,\nline two with "quotes"\r\nand @mention.',
      rating: 3.5,
    });
    const submitted = await criticClient.post(
      "/api/airtable/reviews",
      validSubmission({
        podcastName: "@Podcast Name",
        snippet: `=1+2 ${"a reasonably long snippet ".repeat(3)}`,
      }),
    );
    expect(submitted.status).toBe(201);
    await t.deliver();
  });
  afterAll(() => t.close());

  it("users.csv: every account with e-mail, never a password hash; a formula is neutralised", async () => {
    const response = await admin.get("/api/admin/export/users.csv");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="users-${localDate("UTC")}.csv"`,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.text.startsWith(`${BOM}id,username,name,email,role,status,critic_name,`)).toBe(true);
    expect(response.text.endsWith("\r\n")).toBe(true);
    const rows = records(response.text);
    const hostile = rows.find((row) => row.email === "hostile@example.com");
    expect(hostile).toMatchObject({
      name: `'${HOSTILE_NAME}`,
      location: "Paris, France",
      genres: "News; True Crime",
      last_login: "",
    });
    // The raw text quotes the comma and doubles the quotes (RFC 4180).
    expect(response.text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    const hashes = await t.ctx.db.select({ hash: users.passwordHash }).from(users);
    expect(hashes.length).toBeGreaterThan(1);
    for (const { hash } of hashes) expect(response.text).not.toContain(hash);
    expect(Object.keys(rows[0] ?? {})).not.toContain("password_hash");
  });

  it("reviews.csv: user reviews with podcast and author, quoted line breaks, no e-mails", async () => {
    const response = await admin.get("/api/admin/export/reviews.csv");
    expect(response.status).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="reviews-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [row] = records(response.text);
    expect(row).toMatchObject({
      podcast: `'+Plus Show, "Live"`,
      rating: "3.5",
      title: "'-Minus title",
      review: 'Line one,\nline two with "quotes"\r\nand @mention.',
    });
    expect(response.text).toContain(`"Line one,\nline two with ""quotes""\r\nand @mention."`);
    expect(response.text).not.toContain("@example.com");
  });

  it("critic-reviews.csv: every critic's reviews with their sync state", async () => {
    const response = await admin.get("/api/admin/export/critic-reviews.csv");
    expect(response.status).toBe(200);
    const rows = records(response.text).filter((row) => row.critic === criticName);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      podcast: "'@Podcast Name",
      rating: "4.5",
      sync_status: "delivered",
    });
    expect(rows[0]?.snippet).toMatch(/^'=1\+2 /);
    expect(response.text).not.toContain("@example.com");
  });

  it("critic-reviews.csv reads our local copy, not the critic database, with the reviews still waiting", async () => {
    const other = await t.critic();
    const waiting = await other.client.post(
      "/api/airtable/reviews",
      validSubmission({ podcastName: "Waiting Show" }),
    );
    expect(waiting.status).toBe(201);
    const listReviews = vi
      .spyOn(t.ctx.criticDb, "listReviews")
      .mockRejectedValue(new Error("not to be read"));
    const listNames = vi
      .spyOn(t.ctx.criticDb, "listCriticNames")
      .mockRejectedValue(new Error("not to be read"));
    try {
      const response = await admin.get("/api/admin/export/critic-reviews.csv");
      expect(response.status).toBe(200);
      const rows = records(response.text);
      expect(rows.find((row) => row.critic === criticName)).toMatchObject({ sync_status: "delivered" });
      expect(rows.find((row) => row.critic === criticName)?.submitted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(rows.filter((row) => row.critic === other.name)).toEqual([
        expect.objectContaining({
          id: waiting.body.review.id,
          podcast: "Waiting Show",
          sync_status: "pending",
        }),
      ]);
      expect(listReviews).not.toHaveBeenCalled();
      expect(listNames).not.toHaveBeenCalled();
    } finally {
      listReviews.mockRestore();
      listNames.mockRestore();
    }
    await t.deliver();
    const delivered = records((await admin.get("/api/admin/export/critic-reviews.csv")).text);
    const row = delivered.filter((r) => r.critic === other.name);
    expect(row).toEqual([expect.objectContaining({ podcast: "Waiting Show", sync_status: "delivered" })]);
    expect(row[0]?.id).not.toMatch(/^sub_/);
  });

  it("writes each export into the audit log", async () => {
    const before = (await admin.get("/api/admin/audit?action=export.reviews")).headers["x-total-count"];
    await admin.get("/api/admin/export/reviews.csv");
    const log = await admin.get("/api/admin/audit?action=export.reviews");
    expect(Number(log.headers["x-total-count"])).toBe(Number(before) + 1);
    expect(log.body[0]).toMatchObject({
      action: "export.reviews",
      targetType: "export",
      targetLabel: "reviews.csv",
    });
    for (const action of ["export.users", "export.critic_reviews"]) {
      expect(
        Number((await admin.get(`/api/admin/audit?action=${action}`)).headers["x-total-count"]),
      ).toBeGreaterThan(0);
    }
  });

  it("a critic downloads their own reviews, and only their own", async () => {
    const own = await criticClient.get(`/api/critic/${encodeURIComponent(criticName)}/reviews.csv`);
    expect(own.status).toBe(200);
    expect(own.headers["content-disposition"]).toMatch(
      /^attachment; filename="my-reviews-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(records(own.text).map((row) => row.critic)).toEqual([criticName]);
    const other = await t.critic();
    expect((await other.client.get(`/api/critic/${encodeURIComponent(criticName)}/reviews.csv`)).status).toBe(
      403,
    );
    expect((await t.client().get(`/api/critic/${encodeURIComponent(criticName)}/reviews.csv`)).status).toBe(
      401,
    );
  });

  it("says in every review export whether a review is hidden or a spoiler, and so does an edit's answer (issue 49 item 9)", async () => {
    await t.ctx.db.update(reviews).set({ hiddenAt: new Date(), containsSpoilers: true });
    const audience = records((await admin.get("/api/admin/export/reviews.csv")).text);
    expect(audience[0]).toMatchObject({ hidden: "true", contains_spoilers: "true" });

    const [copy] = await t.ctx.db.select().from(criticReviews).where(eq(criticReviews.reviewer, criticName));
    const apiId = copy!.recordId ?? String(copy!.id);
    const snippet = "An edit of a review the critic still sees, whatever a moderator decided.";
    const shown = await criticClient.patch(`/api/critic-reviews/${apiId}`, { snippet });
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body).toMatchObject({ id: apiId, snippet, hidden: false });

    await t.ctx.db.update(criticReviews).set({ hiddenAt: new Date() }).where(eq(criticReviews.id, copy!.id));
    try {
      const admins = records((await admin.get("/api/admin/export/critic-reviews.csv")).text);
      expect(admins.find((row) => row.critic === criticName)).toMatchObject({
        hidden: "true",
        contains_spoilers: "false",
      });
      const own = records(
        (await criticClient.get(`/api/critic/${encodeURIComponent(criticName)}/reviews.csv`)).text,
      );
      expect(own).toEqual([expect.objectContaining({ hidden: "true", contains_spoilers: "false" })]);
      // The edit answers as the list does: hidden.
      const edited = await criticClient.patch(`/api/critic-reviews/${apiId}`, { rating: 4 });
      expect(edited.body).toMatchObject({ id: apiId, rating: 4, hidden: true });
      const listed = await criticClient.get(`/api/critic/${encodeURIComponent(criticName)}/reviews`);
      expect(listed.body.find((r: { id: string }) => r.id === apiId)).toMatchObject({ hidden: true });
    } finally {
      await t.ctx.db.update(criticReviews).set({ hiddenAt: null }).where(eq(criticReviews.id, copy!.id));
      await t.ctx.db.update(reviews).set({ hiddenAt: null, containsSpoilers: false });
    }
  });

  it("refuses signed-out callers and non-administrators", async () => {
    for (const name of ["users", "critic-reviews", "reviews"]) {
      expect((await t.client().get(`/api/admin/export/${name}.csv`)).status).toBe(401);
      expect((await criticClient.get(`/api/admin/export/${name}.csv`)).status).toBe(403);
    }
  });
});

describe("streaming", () => {
  let t: CriticTestApp;
  beforeAll(async () => {
    t = await createCriticTestApp("builtin");
  });
  afterAll(() => t.close());

  it("reads the table batch by batch as the reader takes rows, not all at once", async () => {
    const rows = 6000;
    await t.ctx.db.execute(sql`
      insert into users (username, name, password_hash)
      select 'streamed_' || g, 'Streamed User ' || g, 'not-a-hash' from generate_series(1, ${rows}) g`);
    const batchSize = 100;
    const batches = Math.ceil((rows + 1) / batchSize);
    const start = t.ctx.database.queryCount();
    const stream = csvStream(usersExport.columns, usersExport.rows(t.ctx.db, batchSize));
    const reader = stream[Symbol.asyncIterator]();
    const first = await reader.next();
    expect(String(first.value)).toContain("Streamed User 1");
    // The reader has one chunk; the source fetched a few batches to fill the buffers, far from all of them.
    const fetchedEarly = t.ctx.database.queryCount() - start;
    expect(fetchedEarly).toBeGreaterThan(0);
    expect(fetchedEarly).toBeLessThan(batches / 4);

    let text = String(first.value);
    for (let next = await reader.next(); !next.done; next = await reader.next()) text += String(next.value);
    expect(text.split("\r\n").filter((line) => line.includes("Streamed User"))).toHaveLength(rows);
    expect(t.ctx.database.queryCount() - start).toBeGreaterThanOrEqual(batches);
  });

  it("reads the critic reviews' local copy batch by batch", async () => {
    // Enough batches that the stream's read-ahead (64 KiB from Node 22: about eight batches here) is a
    // small part of them: the first chunk must come long before the last batch is read.
    const rows = 8000;
    await t.ctx.db.execute(sql`
      insert into critic_reviews (reviewer, publication, podcast, snippet, rating, date)
      select 'Batch Critic', 'Batch Weekly', 'Batch Show ' || g, 'A batched review.', 4, '2026-01-01'
      from generate_series(1, ${rows}) g`);
    const batchSize = 100;
    const start = t.ctx.database.queryCount();
    const stream = csvStream(criticReviewColumns, allCriticReviews(t.ctx.db, "builtin", batchSize));
    const reader = stream[Symbol.asyncIterator]();
    const first = await reader.next();
    expect(String(first.value)).toContain("Batch Show 1");
    expect(t.ctx.database.queryCount() - start).toBeLessThan(rows / batchSize / 4);
    let text = String(first.value);
    for (let next = await reader.next(); !next.done; next = await reader.next()) text += String(next.value);
    expect(text.split("\r\n").filter((line) => line.includes("Batch Show"))).toHaveLength(rows);
    expect(t.ctx.database.queryCount() - start).toBeGreaterThanOrEqual(rows / batchSize);
  });

  it("stops reading when the download is abandoned", async () => {
    const source = usersExport.rows(t.ctx.db, 100);
    const stream = csvStream(usersExport.columns, source);
    await stream[Symbol.asyncIterator]().next();
    stream.destroy();
    await new Promise((resolve) => stream.once("close", resolve));
    // The row source was closed with the stream: it answers no more rows.
    await vi.waitFor(async () => expect(await source.next()).toEqual({ done: true, value: undefined }));
  });
});
