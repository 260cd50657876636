import { podcastInputSchema } from "@shared/schemas/podcast";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criticReviewSubmissions } from "../../db/schema";
import { createPodcast } from "../../services/podcasts/admin-podcasts";
import { createReview } from "../../services/reviews/reviews";
import { validReview } from "../../test/catalogue-fixtures";
import { validSubmission } from "../../test/critic-data";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin } = await t.signedIn({ role: "admin", username: "audit_admin" }));
});
afterAll(() => t.close());

describe("GET /api/admin/stats", () => {
  it("counts users and active critics (role critic, status active, with a critic name)", async () => {
    const before = (await admin.get("/api/admin/stats")).body;
    expect(Object.keys(before).sort()).toEqual(
      [
        "criticsCount",
        "deliveredLast24Hours",
        "failedDeliveries",
        "lastDeliveryError",
        "oldestWaitingSince",
        "pendingDeliveries",
        "podcastCount",
        "reviewCount",
        "userCount",
      ].sort(),
    );
    await t.createUser({ role: "critic", status: "active", criticName: "Counted One" });
    await t.createUser({ role: "critic", status: "pending", criticName: "Pending Named" });
    await t.createUser({ role: "critic", status: "suspended", criticName: "Suspended Named" });
    await t.createUser({ role: "critic", status: "active", criticName: null });
    await t.createUser({ role: "admin", status: "active", criticName: "Admin Named" });
    const after = (await admin.get("/api/admin/stats")).body;
    expect(after.userCount).toBe(before.userCount + 5);
    expect(after.criticsCount).toBe(before.criticsCount + 1);
    expect(after.podcastCount).toBe(before.podcastCount);
    const podcast = await createPodcast(
      t.ctx,
      podcastInputSchema.parse({ title: "Counted Show", publisher: "P", category: "News" }),
    );
    const reviewer = await t.createUser();
    await createReview(t.ctx.db, reviewer, validReview(podcast.id, 3));
    const counted = (await admin.get("/api/admin/stats")).body;
    expect(counted.podcastCount).toBe(before.podcastCount + 1);
    expect(counted.reviewCount).toBe(before.reviewCount + 1);
  });

  it("counts the critic reviews waiting for delivery to the critic database", async () => {
    await t.ctx.worker.drain();
    const before = (await admin.get("/api/admin/stats")).body.pendingDeliveries;
    await t.ctx.criticDb.createCriticName({ name: "Waiting Critic", publication: "Queue Weekly" });
    const { client } = await t.signedIn({ criticName: "Waiting Critic" });
    expect((await client.post("/api/airtable/reviews", validSubmission())).status).toBe(201);
    expect((await admin.get("/api/admin/stats")).body.pendingDeliveries).toBe(before + 1);
    await t.ctx.worker.drain();
    expect((await admin.get("/api/admin/stats")).body.pendingDeliveries).toBe(before);

    await t.ctx.db.update(criticReviewSubmissions).set({ status: "failed" });
    const failed = (await admin.get("/api/admin/stats")).body;
    expect(failed.failedDeliveries).toBeGreaterThanOrEqual(1);
    expect((await admin.post("/api/admin/critic-reviews/retry-failed")).status).toBe(200);
    expect((await admin.get("/api/admin/stats")).body.failedDeliveries).toBe(0);
  });

  it("reports delivery health: delivered in 24 hours, the oldest waiting review and the newest error", async () => {
    await t.ctx.worker.drain();
    const before = (await admin.get("/api/admin/stats")).body;
    expect(before.oldestWaitingSince).toBeNull();
    await t.ctx.criticDb.createCriticName({ name: "Health Critic", publication: "Health Weekly" });
    const { client } = await t.signedIn({ criticName: "Health Critic" });
    const submit = (podcast: string) =>
      client.post(
        "/api/airtable/reviews",
        validSubmission({ podcastName: podcast, url: `https://example.com/${podcast.length}` }),
      );
    expect((await submit("First Health Show")).status).toBe(201);
    await t.ctx.worker.drain();
    const delivered = (await admin.get("/api/admin/stats")).body;
    expect(delivered.deliveredLast24Hours).toBe(before.deliveredLast24Hours + 1);

    const sent = await submit("Second Health Show");
    expect(sent.status).toBe(201);
    const waiting = (await admin.get("/api/admin/stats")).body;
    expect(waiting.pendingDeliveries).toBe(1);
    expect(Date.parse(waiting.oldestWaitingSince)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(waiting.oldestWaitingSince)).toBeLessThan(10 * 60_000);

    await t.ctx.db
      .update(criticReviewSubmissions)
      .set({ status: "failed", lastError: "Critic database answered 503", updatedAt: new Date() })
      .where(eq(criticReviewSubmissions.podcast, "Second Health Show"));
    const failed = (await admin.get("/api/admin/stats")).body;
    expect(failed.oldestWaitingSince).toBeNull();
    expect(failed.lastDeliveryError).toMatchObject({
      reviewId: sent.body.review.id,
      reviewer: "Health Critic",
      podcast: "Second Health Show",
      status: "failed",
      message: "Critic database answered 503",
    });
    // The error's review can be retried by its id, one click on the dashboard.
    const retried = await admin.post(`/api/admin/critic-reviews/${failed.lastDeliveryError.reviewId}/retry`);
    expect(retried.status).toBe(200);
    const after = (await admin.get("/api/admin/stats")).body;
    expect(after.lastDeliveryError).toBeNull();
    expect(after.failedDeliveries).toBe(0);
    await t.ctx.worker.drain();
    expect((await admin.get("/api/admin/stats")).body.deliveredLast24Hours).toBe(
      before.deliveredLast24Hours + 2,
    );
  });
});

describe("GET /api/admin/audit", () => {
  it("lists every administrative action newest first, paged, with the total in X-Total-Count", async () => {
    const user = await t.createUser({ status: "pending" });
    await t.ctx.criticDb.createCriticName({ name: "Audited Critic", publication: "Audit Weekly" });
    await admin.put(`/api/users/${user.id}`, { name: "Audited Critic", role: "critic", status: "active" });
    await admin.put(`/api/users/${user.id}`, { status: "suspended" });
    await admin.put(`/api/users/${user.id}`, { email: "audited@example.com" });
    await admin.delete(`/api/users/${user.id}`);

    const res = await admin.get(`/api/admin/audit?targetUserId=${user.id}`);
    expect(res.status).toBe(200);
    expect(res.headers["x-total-count"]).toBe("4");
    expect(res.body.map((e: { action: string }) => e.action)).toEqual([
      "user.delete",
      "user.set_email",
      "user.suspend",
      "user.assign_critic",
    ]);
    expect(res.body[2]).toMatchObject({
      actorUsername: "audit_admin",
      targetType: "user",
      targetId: String(user.id),
      targetLabel: user.username,
      before: { status: "active" },
      after: { status: "suspended" },
    });
    expect(new Date(res.body[0].createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const page = await admin.get(`/api/admin/audit?targetUserId=${user.id}&page=2&pageSize=3`);
    expect(page.body.map((e: { action: string }) => e.action)).toEqual(["user.assign_critic"]);
    const byAction = await admin.get("/api/admin/audit?action=user.suspend");
    expect(byAction.body.every((e: { action: string }) => e.action === "user.suspend")).toBe(true);
  });

  it("refuses bad paging and is for administrators only", async () => {
    expect((await admin.get("/api/admin/audit?page=0")).status).toBe(400);
    expect((await admin.get("/api/admin/audit?pageSize=500")).status).toBe(400);
    // Beyond the integer column (this was a database error, answered 500), repeated, or not a number.
    for (const q of [
      "actorId=2147483648",
      "targetUserId=99999999999",
      "actorId=1&actorId=2",
      "actorId=abc",
    ]) {
      const res = await admin.get(`/api/admin/audit?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toMatch(/^(actorId|targetUserId) must be a user id$/);
    }
    expect((await t.client().get("/api/admin/audit")).status).toBe(401);
    const { client } = await t.signedIn({ role: "critic" });
    expect((await client.get("/api/admin/audit")).status).toBe(403);
    expect((await client.get("/api/admin/stats")).status).toBe(403);
  });
});
