import type { AuditAction } from "@shared/constants/admin";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, criticReviewSubmissions } from "../../db/schema";
import { addPodcast, validReview } from "../../test/catalogue-fixtures";
import { validSubmission } from "../../test/critic-data";
import { type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";

// Issue 11 item 28: every administrative change leaves an entry (who, what, on what, before/after).
let t: CriticTestApp;
beforeAll(async () => {
  t = await createCriticTestApp("builtin");
});
afterAll(() => t.close());

async function entries(action: AuditAction, targetId?: string | number) {
  const where = [eq(auditEvents.action, action)];
  if (targetId !== undefined) where.push(eq(auditEvents.targetId, String(targetId)));
  return t.ctx.db
    .select()
    .from(auditEvents)
    .where(and(...where))
    .orderBy(desc(auditEvents.id));
}

describe("the audit log records", () => {
  it("podcasts added, edited and imported by an administrator", async () => {
    const { client: admin, user } = await t.signedIn({ role: "admin" });
    const input = { title: `Audited Show ${Date.now()}`, publisher: "Audit Media", category: "Arts" };
    const created = await admin.post("/api/podcasts", input);
    expect(created.status).toBe(201);
    const [add] = await entries("podcast.create", created.body.id);
    expect(add).toMatchObject({ actorId: user.id, targetType: "podcast", targetLabel: input.title });

    const edited = await admin.put(`/api/podcasts/${created.body.id}`, { ...input, category: "Music" });
    expect(edited.status).toBe(200);
    const [edit] = await entries("podcast.update", created.body.id);
    expect(edit).toMatchObject({ before: { category: "Arts" }, after: { category: "Music" } });

    const csv = `title,publisher,genre\nImported ${Date.now()},Csv Media,Music\nBroken,,Music\n`;
    const imported = await admin.post("/api/admin/podcasts/import?format=csv", csv, {
      "content-type": "text/csv",
    });
    expect(imported.status).toBe(200);
    const [importEntry] = await entries("podcast.import");
    expect(importEntry).toMatchObject({
      actorId: user.id,
      after: { format: "csv", created: 1, updated: 0, failed: 1 },
    });
  });

  it("critic reviews an administrator edits for someone else or deletes, and delivery retries", async () => {
    const critic = await t.critic();
    const { client: admin, user: adminUser } = await t.signedIn({ role: "admin" });
    const submitted = await critic.client.post(
      "/api/airtable/reviews",
      validSubmission({ podcastName: "Audit Me" }),
    );
    const id = submitted.body.review.id as string;

    // The critic's own edit is not an administrative action; the administrator's is.
    expect((await critic.client.patch(`/api/critic-reviews/${id}`, { rating: 3 })).status).toBe(200);
    expect(await entries("critic_review.update", id)).toHaveLength(0);
    expect((await admin.patch(`/api/critic-reviews/${id}`, { rating: 2 })).status).toBe(200);
    const [edit] = await entries("critic_review.update", id);
    expect(edit).toMatchObject({
      actorId: adminUser.id,
      targetLabel: `${critic.name}: Audit Me`,
      after: { rating: 2 },
    });

    await t.ctx.db
      .update(criticReviewSubmissions)
      .set({ status: "failed", lastError: "Airtable refused the request with 422." })
      .where(sql`${criticReviewSubmissions.submissionId} = ${id.slice(4)}`);
    expect((await admin.post(`/api/admin/critic-reviews/${id}/retry`)).status).toBe(200);
    const [retry] = await entries("delivery.retry", id);
    expect(retry).toMatchObject({ actorId: adminUser.id, after: { status: "pending" } });

    await t.ctx.db
      .update(criticReviewSubmissions)
      .set({ status: "failed", lastError: "Airtable refused the request with 422." })
      .where(sql`${criticReviewSubmissions.submissionId} = ${id.slice(4)}`);
    expect((await admin.post("/api/admin/critic-reviews/retry-failed")).body.retried).toBeGreaterThanOrEqual(
      1,
    );
    const [retryAll] = await entries("delivery.retry_all");
    expect(retryAll?.actorId).toBe(adminUser.id);

    await t.deliver();
    expect((await admin.delete(`/api/critic-reviews/${id}`)).status).toBe(200);
    const [deleted] = await entries("critic_review.delete", id);
    expect(deleted).toMatchObject({
      actorId: adminUser.id,
      targetLabel: `${critic.name}: Audit Me`,
      before: { podcast: "Audit Me", rating: 2 },
    });
  });

  it("an administrator editing another user's profile or review, and not anyone's own edits", async () => {
    const { client: admin, user: adminUser } = await t.signedIn({ role: "admin" });
    const { client: member, user: memberUser } = await t.signedIn({ role: "critic" });

    expect((await member.patch(`/api/users/${memberUser.id}`, { location: "Leeds" })).status).toBe(200);
    expect(await entries("user.update_profile", memberUser.id)).toHaveLength(0);
    expect((await admin.patch(`/api/users/${memberUser.id}`, { location: "York" })).status).toBe(200);
    const [profile] = await entries("user.update_profile", memberUser.id);
    expect(profile).toMatchObject({
      actorId: adminUser.id,
      targetLabel: memberUser.username,
      before: { location: "Leeds" },
      after: { location: "York" },
    });

    const podcast = await addPodcast(t.ctx);
    const review = await member.post("/api/reviews", validReview(podcast.id, 4));
    expect(review.status).toBe(201);
    const change = {
      title: "A fine listen",
      content: "Changed by an administrator, for the record.",
      rating: 2,
    };
    expect((await member.put(`/api/reviews/${review.body.id}`, { ...change, rating: 3 })).status).toBe(200);
    expect(await entries("review.update", review.body.id)).toHaveLength(0);
    expect((await admin.put(`/api/reviews/${review.body.id}`, change)).status).toBe(200);
    const [reviewEntry] = await entries("review.update", review.body.id);
    expect(reviewEntry).toMatchObject({
      actorId: adminUser.id,
      targetType: "review",
      before: { rating: 3 },
      after: { rating: 2 },
    });
  });
});
