import { HIDDEN_REVIEW_BLOCKS, MODERATOR_SPOILER_MARK } from "@shared/schemas/review";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { moderationCases, reviews } from "../../db/schema";
import { addPodcast, validReview } from "../../test/catalogue-fixtures";
import { setUpTestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

/**
 * Issue 48 item 7: moderation that the author cannot undo. A hidden review blocks another review of the
 * podcast by its author until a moderator decides, even once the author has deleted it; a spoiler
 * warning a moderator set is cleared by a moderator only.
 */
const t = setUpTestApp();
let admin: TestClient;
beforeAll(async () => {
  admin = (await t.signedIn({ role: "admin" })).client;
});

/** A podcast, a review of it by a new author, reported by someone else. */
async function reportedReview() {
  const podcast = await addPodcast(t.ctx);
  const author = await t.signedIn();
  const created = await author.client.post("/api/reviews", validReview(podcast.id));
  expect(created.status).toBe(201);
  const reporter = await t.signedIn();
  const report = { kind: "review", id: String(created.body.id), reason: "offensive" };
  expect((await reporter.client.post("/api/reports", report)).status).toBe(201);
  return { podcastId: podcast.id, id: created.body.id as number, author: author.client };
}

const decide = (id: number, action: string) => admin.put(`/api/admin/reports/review/${id}`, { action });

describe("a hidden review", () => {
  it("blocks a new review of the podcast by its author, deleted or not, until a moderator decides", async () => {
    const { podcastId, id, author } = await reportedReview();
    expect((await decide(id, "hide")).status).toBe(200);
    const again = () => author.post("/api/reviews", { ...validReview(podcastId), title: "Second go" });

    const whileHidden = await again();
    expect([whileHidden.status, whileHidden.body.code, whileHidden.body.message]).toEqual([
      409,
      "review_hidden",
      HIDDEN_REVIEW_BLOCKS,
    ]);

    // The author deletes it: gone from their view, but it holds its place.
    expect((await author.delete(`/api/reviews/${id}`)).status).toBe(200);
    expect((await author.get(`/api/podcasts/${podcastId}`)).body.myReview).toBeNull();
    expect((await author.get(`/api/podcasts/${podcastId}/reviews`)).body).toEqual([]);
    expect((await author.put(`/api/reviews/${id}`, validReview(podcastId))).status).toBe(404);
    expect((await author.delete(`/api/reviews/${id}`)).status).toBe(404);
    const afterDelete = await again();
    expect([afterDelete.status, afterDelete.body.message]).toEqual([409, HIDDEN_REVIEW_BLOCKS]);

    // The moderator still has the case; keeping it hidden keeps the block.
    const queue = (await admin.get("/api/admin/reports?status=closed&pageSize=100")).body.items;
    expect(
      queue.some((item: { kind: string; id: string }) => item.kind === "review" && item.id === String(id)),
    ).toBe(true);
    expect((await decide(id, "hide")).status).toBe(200);
    expect((await again()).status).toBe(409);

    // Restored, a withdrawn review goes as its author asked (not shown again), and the author may write anew.
    expect((await decide(id, "restore")).status).toBe(200);
    expect(await t.ctx.db.select().from(reviews).where(eq(reviews.id, id))).toEqual([]);
    expect(await t.ctx.db.select().from(moderationCases).where(eq(moderationCases.reviewId, id))).toEqual([]);
    expect((await again()).status).toBe(201);
  });

  it("that is not deleted comes back when restored, and an administrator's delete is a real one", async () => {
    const first = await reportedReview();
    expect((await decide(first.id, "hide")).status).toBe(200);
    expect((await decide(first.id, "restore")).status).toBe(200);
    expect((await first.author.get(`/api/podcasts/${first.podcastId}`)).body.myReview).toMatchObject({
      id: first.id,
      hidden: false,
    });

    const second = await reportedReview();
    expect((await decide(second.id, "hide")).status).toBe(200);
    expect((await admin.delete(`/api/reviews/${second.id}`)).status).toBe(200);
    expect(await t.ctx.db.select().from(reviews).where(eq(reviews.id, second.id))).toEqual([]);
    expect((await second.author.post("/api/reviews", validReview(second.podcastId))).status).toBe(201);
  });
});

describe("a moderator's spoiler warning", () => {
  it("is cleared by a moderator only; the author keeps their own warning theirs", async () => {
    const { podcastId, id, author } = await reportedReview();
    expect((await decide(id, "mark-spoiler")).status).toBe(200);
    const edit = (client: TestClient, containsSpoilers?: boolean) =>
      client.put(`/api/reviews/${id}`, {
        ...validReview(podcastId),
        title: "Edited title",
        containsSpoilers,
      });
    const spoilers = async () =>
      (await t.ctx.db.select().from(reviews).where(eq(reviews.id, id)))[0]!.containsSpoilers;

    const cleared = await edit(author, false);
    expect([cleared.status, cleared.body.code, cleared.body.message]).toEqual([
      403,
      "spoiler_mark_locked",
      MODERATOR_SPOILER_MARK,
    ]);
    expect(await spoilers()).toBe(true);
    // Editing the text, the warning kept (sent as it is, or left out), is fine.
    expect((await edit(author, true)).status).toBe(200);
    expect((await edit(author)).status).toBe(200);
    expect(await spoilers()).toBe(true);

    expect((await edit(admin, false)).status).toBe(200);
    expect(await spoilers()).toBe(false);
    // Now the warning is the author's again: theirs to set and clear.
    expect((await edit(author, true)).status).toBe(200);
    expect((await edit(author, false)).status).toBe(200);
    expect(await spoilers()).toBe(false);
  });
});
