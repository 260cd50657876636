import type { AuditAction } from "@shared/constants/admin";
import {
  DISMISS_HIDDEN,
  NOT_REPORTED,
  RESTORE_NOT_HIDDEN,
  SPOILER_AUDIENCE_ONLY,
} from "@shared/schemas/moderation";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, criticReviews, reviews } from "../../db/schema";
import { PublicCache } from "../../services/public-cache";
import { addPodcast, validReview } from "../../test/catalogue-fixtures";
import { validSubmission } from "../../test/critic-data";
import { CRITIC_DB_KINDS, type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";
import { startSmtpServer } from "../../test/smtp";
import type { TestClient } from "../../test/test-client";

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

let counter = 0;
const uniqueEmail = () => `author-${process.pid}-${Date.now().toString(36)}-${counter++}@example.com`;

/** The API's answer of a report: its status and the body's message. */
const answer = (res: { status: number; body: { message?: string } }) => [res.status, res.body.message];

describe("moderation of audience reviews", () => {
  let t: CriticTestApp;
  let smtp: Smtp;
  let admin: TestClient;
  let adminId: number;
  let reader: TestClient;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createCriticTestApp("builtin", { env: { SMTP_URL: smtp.url } });
    const signedIn = await t.signedIn({ role: "admin", status: "active" });
    admin = signedIn.client;
    adminId = signedIn.user.id;
    reader = (await t.signedIn()).client;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A new author (with an e-mail address) and their review of a new podcast, rated `rating`. */
  async function authorWithReview(rating: number) {
    const author = await t.signedIn({ email: uniqueEmail(), name: "Avery Author" });
    const podcast = await addPodcast(t.ctx, { category: "Comedy" });
    const res = await author.client.post("/api/reviews", validReview(podcast.id, rating));
    expect(res.status).toBe(201);
    return { author, podcast, reviewId: res.body.id as number };
  }

  async function report(reviewId: number | string, reason = "offensive", kind = "review", note?: string) {
    const { client } = await t.signedIn();
    const res = await client.post("/api/reports", { kind, id: String(reviewId), reason, note });
    expect(res.status).toBe(201);
  }

  const decide = (kind: string, id: number | string, action: string, note?: string) =>
    admin.put(`/api/admin/reports/${kind}/${id}`, { action, note });

  const figures = async (podcastId: number) => {
    const { body } = await reader.get(`/api/podcasts/${podcastId}`);
    return {
      count: body.reviewCount as number,
      average: body.averageRating as number | null,
      distribution: Object.fromEntries(
        (body.ratingDistribution as { rating: number; count: number }[])
          .filter((d) => d.count > 0)
          .map((d) => [d.rating, d.count]),
      ),
    };
  };
  const catalogueReviews = async () => (await admin.get("/api/admin/stats")).body.reviewCount as number;
  const comedyReviews = async () =>
    (await reader.get("/api/podcasts?genre=Comedy")).body.totalReviews as number;

  const audit = async (action: AuditAction, targetId: string | number) =>
    t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, String(targetId))))
      .orderBy(desc(auditEvents.id));

  it("hides a review out of every public figure and list, keeps it for its author, and restores it exactly", async () => {
    const { author, podcast, reviewId } = await authorWithReview(1);
    const other = await t.signedIn();
    expect((await other.client.post("/api/reviews", validReview(podcast.id, 4))).status).toBe(201);
    const before = await figures(podcast.id);
    expect(before).toEqual({ count: 2, average: 2.5, distribution: { 1: 1, 4: 1 } });
    const [catalogueBefore, comedyBefore] = [await catalogueReviews(), await comedyReviews()];
    await report(reviewId, "offensive", "review", "Calls the host names.");
    await report(reviewId, "spam");

    const hidden = await decide("review", reviewId, "hide", "Personal attacks on the host.");
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      kind: "review",
      id: String(reviewId),
      podcastId: podcast.id,
      podcastTitle: podcast.title,
      authorName: "Avery Author",
      text: validReview(podcast.id).content,
      reasons: { offensive: 1, spam: 1 },
      reportCount: 2,
      status: "hidden",
      decidedBy: expect.any(String),
      decisionNote: "Personal attacks on the host.",
    });
    expect(await figures(podcast.id)).toEqual({ count: 1, average: 4, distribution: { 4: 1 } });
    expect(await catalogueReviews()).toBe(catalogueBefore - 1);
    expect(await comedyReviews()).toBe(comedyBefore - 1);

    // Gone from everyone's list, the reporters' and administrators' included; the author still has it.
    for (const client of [reader, admin, other.client]) {
      const list = await client.get(`/api/podcasts/${podcast.id}/reviews`);
      expect(list.body.map((r: { id: number }) => r.id)).not.toContain(reviewId);
    }
    const own = await author.client.get(`/api/podcasts/${podcast.id}/reviews`);
    expect(own.body.find((r: { id: number }) => r.id === reviewId)).toMatchObject({ hidden: true });
    const page = await author.client.get(`/api/podcasts/${podcast.id}`);
    expect(page.body.myReview).toMatchObject({ id: reviewId, hidden: true });
    const visible = await other.client.get(`/api/podcasts/${podcast.id}/reviews`);
    expect(visible.body[0]).toMatchObject({ hidden: false });

    // Hiding again changes nothing.
    expect((await decide("review", reviewId, "hide")).status).toBe(200);
    expect(await figures(podcast.id)).toEqual({ count: 1, average: 4, distribution: { 4: 1 } });

    const restored = await decide("review", reviewId, "restore");
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ status: "dismissed", decisionNote: null });
    expect(await figures(podcast.id)).toEqual(before);
    expect(await catalogueReviews()).toBe(catalogueBefore);
    expect(await comedyReviews()).toBe(comedyBefore);
    const list = await reader.get(`/api/podcasts/${podcast.id}/reviews`);
    expect(list.body.map((r: { id: number }) => r.id)).toContain(reviewId);

    const hideEntry = (await audit("report.hide", reviewId)).at(-1);
    expect(hideEntry).toMatchObject({
      actorId: adminId,
      targetType: "review",
      targetLabel: `Avery Author: ${podcast.title}`,
      before: { status: "open", hidden: false },
      after: { status: "hidden", hidden: true, note: "Personal attacks on the host." },
    });
    const [restoreEntry] = await audit("report.restore", reviewId);
    expect(restoreEntry).toMatchObject({ after: { status: "dismissed", hidden: false } });

    // One e-mail to the author for the hide: the podcast, the reasons and the note, not the reporters.
    await t.deliver();
    const mail = await smtp.waitFor((m) => m.to.includes(author.user.email!));
    expect(mail.subject).toBe("A moderator hid your review");
    expect(mail.text).toContain(`hid your review of ${podcast.title}`);
    expect(mail.text).toContain("Offensive or abusive; Spam or advertising");
    expect(mail.text).toContain("The administrator's note: Personal attacks on the host.");
    expect(mail.text).toContain(`/podcasts/${podcast.id}`);
    expect(mail.text).not.toContain("Calls the host names.");
    expect(smtp.messages.filter((m) => m.to.includes(author.user.email!))).toHaveLength(1);
  });

  it("never counts a hidden review twice when its author edits or deletes it", async () => {
    const { author, podcast, reviewId } = await authorWithReview(2);
    expect((await reader.post("/api/reviews", validReview(podcast.id, 5))).status).toBe(201);
    await report(reviewId);
    const catalogueBefore = await catalogueReviews();
    expect((await decide("review", reviewId, "hide")).status).toBe(200);
    const hiddenFigures = { count: 1, average: 5, distribution: { 5: 1 } };
    expect(await figures(podcast.id)).toEqual(hiddenFigures);

    const edited = await author.client.put(`/api/reviews/${reviewId}`, { ...validReview(podcast.id, 3) });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ rating: 3, hidden: true });
    expect(await figures(podcast.id)).toEqual(hiddenFigures);

    // Restored, it counts with its new rating.
    expect((await decide("review", reviewId, "restore")).status).toBe(200);
    expect(await figures(podcast.id)).toEqual({ count: 2, average: 4, distribution: { 3: 1, 5: 1 } });
    expect((await decide("review", reviewId, "hide")).status).toBe(200);

    expect((await author.client.delete(`/api/reviews/${reviewId}`)).status).toBe(200);
    expect(await figures(podcast.id)).toEqual(hiddenFigures);
    expect(await catalogueReviews()).toBe(catalogueBefore - 1);
    // Deleted by its author while hidden, it is withdrawn: its case waits for a moderator (issue 48 item
    // 7), and restoring it lets it go as its author asked, moving no figure.
    expect((await decide("review", reviewId, "restore")).status).toBe(200);
    expect(await figures(podcast.id)).toEqual(hiddenFigures);
    expect((await decide("review", reviewId, "restore")).status).toBe(404);
  });

  it("deleting a user leaves the figures right when one of their reviews is hidden", async () => {
    const { author, podcast, reviewId } = await authorWithReview(1);
    const second = await addPodcast(t.ctx, { category: "Comedy" });
    expect((await author.client.post("/api/reviews", validReview(second.id, 5))).status).toBe(201);
    await report(reviewId);
    expect((await decide("review", reviewId, "hide")).status).toBe(200);
    const catalogueBefore = await catalogueReviews();
    expect((await admin.delete(`/api/users/${author.user.id}`)).status).toBe(200);
    expect(await figures(podcast.id)).toEqual({ count: 0, average: null, distribution: {} });
    expect(await figures(second.id)).toEqual({ count: 0, average: null, distribution: {} });
    expect(await catalogueReviews()).toBe(catalogueBefore - 1);
  });

  it("dismisses, and a new report opens the review again", async () => {
    const { reviewId } = await authorWithReview(3);
    await report(reviewId, "spoiler");
    const dismissed = await decide("review", reviewId, "dismiss", "Nothing wrong here.");
    expect(dismissed.body).toMatchObject({ status: "dismissed", reportCount: 1 });
    const [entry] = await audit("report.dismiss", reviewId);
    expect(entry).toMatchObject({
      before: { status: "open" },
      after: { status: "dismissed", hidden: false },
    });

    const closed = await admin.get("/api/admin/reports?status=closed&pageSize=100");
    expect(closed.body.items.map((i: { id: string }) => i.id)).toContain(String(reviewId));
    const open = await admin.get("/api/admin/reports?status=open&pageSize=100");
    expect(open.body.items.map((i: { id: string }) => i.id)).not.toContain(String(reviewId));

    await report(reviewId, "spam");
    const reopened = await admin.get("/api/admin/reports?status=open&pageSize=100");
    const item = reopened.body.items.find((i: { id: string }) => i.id === String(reviewId));
    expect(item).toMatchObject({ status: "open", reportCount: 2, reasons: { spoiler: 1, spam: 1 } });
    expect(item.lastReportedAt >= item.firstReportedAt).toBe(true);
  });

  it("keeps a hidden review hidden until restored: dismissing it is a 409", async () => {
    const { reviewId } = await authorWithReview(2);
    await report(reviewId);
    expect((await decide("review", reviewId, "hide")).status).toBe(200);
    const res = await decide("review", reviewId, "dismiss");
    expect(answer(res)).toEqual([409, DISMISS_HIDDEN]);
    // A report after the hide is not taken (issue 48 item 6), and the review stays hidden.
    const { client } = await t.signedIn();
    const late = await client.post("/api/reports", { kind: "review", id: String(reviewId), reason: "spam" });
    expect(late.status).toBe(409);
    const closed = await admin.get("/api/admin/reports?status=closed&pageSize=100");
    expect(
      closed.body.items.find(
        (i: { kind: string; id: string }) => i.kind === "review" && i.id === String(reviewId),
      ),
    ).toMatchObject({ status: "hidden", reportCount: 1 });
  });

  it("refuses to restore a review that is not hidden: 409 with its own code, nothing recorded (issue 49 item 6)", async () => {
    const { reviewId } = await authorWithReview(2);
    await report(reviewId);
    const open = await decide("review", reviewId, "restore");
    expect(open.status).toBe(409);
    expect(open.body).toEqual({ code: "review_not_hidden", message: RESTORE_NOT_HIDDEN });
    expect((await decide("review", reviewId, "dismiss")).status).toBe(200);
    const dismissed = await decide("review", reviewId, "restore");
    expect(dismissed.body).toEqual({ code: "review_not_hidden", message: RESTORE_NOT_HIDDEN });
    expect(await audit("report.restore", reviewId)).toEqual([]);
    // The case is as the dismissal left it; hidden, the review can be restored.
    const closed = await admin.get("/api/admin/reports?status=closed&pageSize=100");
    expect(closed.body.items.find((i: { id: string }) => i.id === String(reviewId))).toMatchObject({
      status: "dismissed",
    });
    expect((await decide("review", reviewId, "hide")).status).toBe(200);
    expect((await decide("review", reviewId, "restore")).status).toBe(200);
    expect(await audit("report.restore", reviewId)).toHaveLength(1);
  });

  it("marks an audience review as a spoiler and closes its case; a critic review cannot be", async () => {
    const { podcast, reviewId } = await authorWithReview(4);
    await report(reviewId, "spoiler");
    const marked = await decide("review", reviewId, "mark-spoiler");
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ status: "dismissed", containsSpoilers: true });
    const [row] = await t.ctx.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row).toMatchObject({ containsSpoilers: true, hiddenAt: null });
    expect(await audit("report.mark_spoiler", reviewId)).toHaveLength(1);
    expect((await figures(podcast.id)).count).toBe(1);

    // A hidden review marked as a spoiler comes back, behind the spoiler notice.
    await report(reviewId, "offensive");
    expect((await decide("review", reviewId, "hide")).status).toBe(200);
    expect((await figures(podcast.id)).count).toBe(0);
    expect((await decide("review", reviewId, "mark-spoiler")).body).toMatchObject({ status: "dismissed" });
    expect((await figures(podcast.id)).count).toBe(1);

    const [critic] = await t.ctx.db
      .insert(criticReviews)
      .values({
        reviewer: "Someone",
        publication: "P",
        podcast: "X",
        snippet: "A critic's snippet.",
        rating: 3,
      })
      .returning();
    await report(critic!.id, "spoiler", "critic-review");
    const refused = await decide("critic-review", critic!.id, "mark-spoiler");
    expect(answer(refused)).toEqual([400, SPOILER_AUDIENCE_ONLY]);
    expect(refused.body.code).toBe("not_an_audience_review");
  });

  it("answers 404 for an unknown review and for one nobody reported, 400 for bad input", async () => {
    expect(answer(await decide("review", 2_000_000_000, "hide"))).toEqual([404, "Review not found"]);
    expect(answer(await decide("critic-review", "recNothing", "hide"))).toEqual([404, "Review not found"]);
    const { reviewId } = await authorWithReview(4);
    expect(answer(await decide("review", reviewId, "hide"))).toEqual([404, NOT_REPORTED]);
    await report(reviewId);
    const bad: [string, unknown, string][] = [
      [
        `/api/admin/reports/podcast/${reviewId}`,
        { action: "hide" },
        "kind must be one of: review, critic-review",
      ],
      ["/api/admin/reports/review/abc", { action: "hide" }, "Invalid review ID"],
      [
        `/api/admin/reports/review/${reviewId}`,
        { action: "delete" },
        "action must be one of: hide, dismiss, restore, mark-spoiler",
      ],
      [
        `/api/admin/reports/review/${reviewId}`,
        { action: "hide", note: "x".repeat(501) },
        "Please keep the note to 500 characters",
      ],
    ];
    for (const [path, body, message] of bad) {
      const res = await admin.put(path, body);
      expect(answer(res), path).toEqual([400, message]);
    }
    for (const query of ["status=hidden", "page=0", "pageSize=101"]) {
      expect((await admin.get(`/api/admin/reports?${query}`)).status, query).toBe(400);
    }
  });

  it("is for administrators only: 401 signed out, 403 for others, before the body is read", async () => {
    const critic = (await t.signedIn({ role: "critic", criticName: `Critic ${Date.now()}` })).client;
    const anonymous = t.client();
    const calls = [
      (c: TestClient) => c.get("/api/admin/reports"),
      (c: TestClient) => c.get("/api/admin/reports/summary"),
      (c: TestClient) => c.put("/api/admin/reports/review/1", { action: "nonsense" }),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(critic)).status).toBe(403);
      expect((await call(reader)).status).toBe(403);
    }
  });

  it("lists one item per reported review, most reports first then the oldest, a page at a time", async () => {
    // A fresh app: the queue holds only this test's reviews.
    const own = await createCriticTestApp("builtin");
    try {
      const ownAdmin = (await own.signedIn({ role: "admin" })).client;
      const reporters = await Promise.all(Array.from({ length: 3 }, () => own.signedIn()));
      const made: number[] = [];
      for (let i = 0; i < 4; i++) {
        const author = await own.signedIn({ name: `Author ${i}` });
        const podcast = await addPodcast(own.ctx);
        made.push((await author.client.post("/api/reviews", validReview(podcast.id, 3))).body.id);
      }
      const reportBy = (n: number, id: number, reason: string) =>
        reporters[n]!.client.post("/api/reports", { kind: "review", id: String(id), reason });
      // made[0]: 1 report (oldest); made[1]: 3; made[2]: 1 (newer); made[3]: 2.
      await reportBy(0, made[0]!, "spam");
      for (const n of [0, 1, 2]) await reportBy(n, made[1]!, n === 2 ? "spam" : "offensive");
      await reportBy(1, made[2]!, "other");
      for (const n of [0, 1]) await reportBy(n, made[3]!, "spoiler");

      const all = await ownAdmin.get("/api/admin/reports");
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
      expect(all.body.items.map((i: { id: string }) => i.id)).toEqual(
        [made[1], made[3], made[0], made[2]].map(String),
      );
      expect(all.body.items[0]).toMatchObject({ reasons: { offensive: 2, spam: 1 }, reportCount: 3 });
      expect(all.body.items[0].notes).toEqual([]);

      const second = await ownAdmin.get("/api/admin/reports?status=open&page=2&pageSize=3");
      expect(second.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(second.body.items.map((i: { id: string }) => i.id)).toEqual([String(made[2])]);
      expect((await ownAdmin.get("/api/admin/reports/summary")).body).toEqual({ open: 4 });

      await ownAdmin.put(`/api/admin/reports/review/${made[1]}`, { action: "hide" });
      await ownAdmin.put(`/api/admin/reports/review/${made[2]}`, { action: "dismiss" });
      expect((await ownAdmin.get("/api/admin/reports/summary")).body).toEqual({ open: 2 });
      const closed = await ownAdmin.get("/api/admin/reports?status=closed&pageSize=1");
      expect(closed.body).toMatchObject({ total: 2, pageSize: 1 });
      expect(closed.body.items).toEqual([expect.objectContaining({ id: String(made[1]), status: "hidden" })]);
      const closedNext = await ownAdmin.get("/api/admin/reports?status=closed&page=2&pageSize=1");
      expect(closedNext.body.items).toEqual([
        expect.objectContaining({ id: String(made[2]), status: "dismissed" }),
      ]);
      // Only administrators see who reported, with the notes.
      await reporters[2]!.client.post("/api/reports", {
        kind: "review",
        id: String(made[3]),
        reason: "spoiler",
        note: "Names the killer.",
      });
      const noted = await ownAdmin.get("/api/admin/reports");
      expect(noted.body.items[0].notes).toEqual([
        expect.objectContaining({
          reason: "spoiler",
          note: "Names the killer.",
          reporter: reporters[2]!.user.username,
        }),
      ]);
    } finally {
      await own.close();
    }
  });

  it("keeps every figure right while reports and decisions arrive at once", async () => {
    const { podcast, reviewId } = await authorWithReview(5);
    expect((await reader.post("/api/reviews", validReview(podcast.id, 1))).status).toBe(201);
    await report(reviewId);
    const reporters = await Promise.all(Array.from({ length: 6 }, () => t.signedIn()));
    const actions = ["hide", "restore", "hide", "restore", "hide"];
    const [reported] = await Promise.all([
      Promise.all(
        reporters.map(({ client }) =>
          client.post("/api/reports", { kind: "review", id: reviewId, reason: "spam" }),
        ),
      ),
      Promise.all(actions.map((action) => decide("review", reviewId, action))),
    ]);
    // A report that arrives while the review is hidden is not taken (issue 48 item 6); the rest count.
    const taken = reported.filter((res) => res.status === 201).length;
    expect(reported.filter((res) => res.status !== 201).map((res) => res.status)).toEqual(
      Array(reporters.length - taken).fill(409),
    );
    const [row] = await t.ctx.db.select().from(reviews).where(eq(reviews.id, reviewId));
    const hidden = row!.hiddenAt !== null;
    expect(await figures(podcast.id)).toEqual(
      hidden
        ? { count: 1, average: 1, distribution: { 1: 1 } }
        : { count: 2, average: 3, distribution: { 1: 1, 5: 1 } },
    );
    const list = await admin.get("/api/admin/reports?status=closed&pageSize=100");
    expect(
      list.body.items.find(
        (i: { kind: string; id: string }) => i.kind === "review" && i.id === String(reviewId),
      ),
    ).toMatchObject({ reportCount: 1 + taken, status: hidden ? "hidden" : "dismissed" });
  });

  it("drops the public answers kept in memory when a decision hides or restores a review", async () => {
    const { reviewId } = await authorWithReview(2);
    await report(reviewId);
    let reads = 0;
    const read = async () => ++reads;
    // A cache that keeps answers (the test app's keeps none), swapped in for this test.
    const kept = t.ctx.publicCache;
    t.ctx.publicCache = new PublicCache(60_000);
    try {
      await t.ctx.publicCache.get("leaderboard:all", read);
      await t.ctx.publicCache.get("leaderboard:all", read);
      expect(reads).toBe(1);
      expect((await decide("review", reviewId, "hide")).status).toBe(200);
      await t.ctx.publicCache.get("leaderboard:all", read);
      expect(reads).toBe(2);
    } finally {
      t.ctx.publicCache = kept;
    }
  });
});

describe.each(CRITIC_DB_KINDS)("moderation of critic reviews (%s critic database)", (kind) => {
  let t: CriticTestApp;
  let smtp: Smtp;
  let admin: TestClient;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createCriticTestApp(kind, {
      env: { SMTP_URL: smtp.url, AIRTABLE_CACHE_SECONDS: "0", CRITIC_SCORE_MIN_CRITICS: "1" },
    });
    admin = (await t.signedIn({ role: "admin", status: "active" })).client;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("hides a critic review for everyone but its critic, who is e-mailed and sees the notice; restore undoes it", async () => {
    const email = uniqueEmail();
    const critic = await t.critic();
    // The critic's account gets an address to be e-mailed at.
    await t.ctx.db.execute(sql`update users set email = ${email} where critic_name = ${critic.name}`);
    const podcast = await addPodcast(t.ctx);
    const submitted = await critic.client.post(
      "/api/airtable/reviews",
      validSubmission({ podcastName: podcast.title, podcastId: podcast.id }),
    );
    expect(submitted.status).toBe(201);
    await t.deliver();
    const listed = await admin.get(`/api/podcasts/${podcast.id}/critic-reviews`);
    const id = listed.body.items[0].id as string;
    if (kind === "airtable") expect(id).toMatch(/^rec/);

    const reporter = await t.signedIn();
    const res = await reporter.client.post("/api/reports", {
      kind: "critic-review",
      id,
      reason: "offensive",
    });
    expect(res.status).toBe(201);
    // Its critic cannot report it.
    const own = await critic.client.post("/api/reports", { kind: "critic-review", id, reason: "spam" });
    expect(own.status).toBe(400);

    const hidden = await admin.put(`/api/admin/reports/critic-review/${encodeURIComponent(id)}`, {
      action: "hide",
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      kind: "critic-review",
      id,
      podcastId: podcast.id,
      podcastTitle: podcast.title,
      authorName: critic.name,
      title: null,
      reasons: { offensive: 1 },
      status: "hidden",
    });
    const [row] = await t.ctx.db.select().from(criticReviews).where(eq(criticReviews.podcastId, podcast.id));
    expect(row!.hiddenAt).not.toBeNull();
    // Out of the critics' score and the public lists (the score rules read hidden_at).
    const reader = reporter.client;
    expect((await reader.get(`/api/podcasts/${podcast.id}`)).body.criticScore).toMatchObject({
      average: null,
      count: 0,
    });
    expect((await reader.get(`/api/podcasts/${podcast.id}/critic-reviews`)).body).toMatchObject({
      items: [],
      total: 0,
    });

    const mine = await critic.client.get(`/api/critic/${encodeURIComponent(critic.name)}/reviews`);
    expect(mine.body.find((r: { id: string }) => r.id === id)).toMatchObject({ hidden: true });
    await t.deliver();
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.text).toContain(`hid your review of ${podcast.title}`);
    expect(mail.text).toContain("Offensive or abusive");
    expect(mail.text).toContain("/critic/my-reviews");

    const [entry] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "report.hide"), eq(auditEvents.targetId, id)));
    expect(entry).toMatchObject({
      targetType: "critic_review",
      targetLabel: `${critic.name}: ${podcast.title}`,
    });

    const restored = await admin.put(`/api/admin/reports/critic-review/${encodeURIComponent(id)}`, {
      action: "restore",
    });
    expect(restored.body).toMatchObject({ status: "dismissed" });
    const [after] = await t.ctx.db
      .select()
      .from(criticReviews)
      .where(eq(criticReviews.podcastId, podcast.id));
    expect(after!.hiddenAt).toBeNull();
    expect((await reader.get(`/api/podcasts/${podcast.id}`)).body.criticScore).toMatchObject({
      average: 4.5,
      count: 1,
    });
    expect((await reader.get(`/api/podcasts/${podcast.id}/critic-reviews`)).body.total).toBe(1);
    const again = await critic.client.get(`/api/critic/${encodeURIComponent(critic.name)}/reviews`);
    expect(again.body.find((r: { id: string }) => r.id === id)).toMatchObject({ hidden: false });
  });
});
