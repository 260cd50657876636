import { podcastInputSchema } from "@shared/schemas/podcast";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, passwordResetTokens, reviews, sessions, users } from "../../db/schema";
import { createResetToken } from "../../services/auth/reset-tokens";
import { createPodcast } from "../../services/podcasts/admin-podcasts";
import { createReview } from "../../services/reviews/reviews";
import { validReview } from "../../test/catalogue-fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

let t: TestApp;
let admin: TestClient;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const signed = await t.signedIn({ role: "admin", name: "Delete Admin" });
  admin = signed.client;
  adminId = signed.user.id;
  await t.ctx.criticDb.createCriticName({ name: "Freed Name", publication: "Freed Weekly" });
});
afterAll(() => t.close());

describe("DELETE /api/users/:id", () => {
  it("deletes the user with their sessions and reset tokens, and records who and what", async () => {
    const { user, client } = await t.signedIn({ criticName: "Gone Critic", email: "gone@example.com" });
    await createResetToken(t.ctx.db, user.id, "reset", 60_000);
    const res = await admin.delete(`/api/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: `User ${user.username} deleted.`, sessionsEnded: 1 });
    expect((await client.get("/api/user")).status).toBe(401);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(
      await t.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    ).toHaveLength(0);
    const [entry] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, String(user.id)));
    expect(entry).toMatchObject({
      action: "user.delete",
      actorId: adminId,
      targetLabel: user.username,
      before: { username: user.username, criticName: "Gone Critic", email: "gone@example.com" },
      after: { sessionsEnded: 1, reviewsDeleted: 0 },
    });
    expect((await admin.delete(`/api/users/${user.id}`)).status).toBe(404);
  });

  it("deletes the user's reviews in the same transaction and corrects the podcasts' figures", async () => {
    const podcast = await createPodcast(
      t.ctx,
      podcastInputSchema.parse({ title: "Deleted Reviews Show", publisher: "P", category: "Comedy" }),
    );
    const { user } = await t.signedIn();
    const { user: other } = await t.signedIn();
    await createReview(t.ctx.db, user, validReview(podcast.id, 1));
    await createReview(t.ctx.db, other, validReview(podcast.id, 5));
    const statsBefore = (await admin.get("/api/admin/stats")).body;

    const res = await admin.delete(`/api/users/${user.id}`);
    expect(res.body.reviewsDeleted).toBe(1);
    expect(await t.ctx.db.select().from(reviews).where(eq(reviews.userId, user.id))).toHaveLength(0);
    const page = (await admin.get(`/api/podcasts/${podcast.id}`)).body;
    expect(page).toMatchObject({ reviewCount: 1, averageRating: 5 });
    expect((await admin.get("/api/admin/stats")).body.reviewCount).toBe(statsBefore.reviewCount - 1);
  });

  it("frees the critic name for someone else", async () => {
    const user = await t.createUser({ criticName: "Freed Name" });
    await admin.delete(`/api/users/${user.id}`);
    const next = await t.createUser();
    const res = await admin.put(`/api/users/${next.id}`, {
      name: "Freed Name",
      role: "critic",
      status: "active",
    });
    expect(res.status).toBe(200);
  });

  it("refuses an administrator deleting themselves", async () => {
    const res = await admin.delete(`/api/users/${adminId}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You cannot delete your own account.");
    expect((await admin.get("/api/user")).status).toBe(200);
  });

  it("answers 400 for an id of the wrong type and 404 for an unknown one", async () => {
    for (const id of ["abc", "0", "1e3", "%20"]) {
      const res = await admin.delete(`/api/users/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body.message).toBe("Invalid user ID");
    }
    const res = await admin.delete("/api/users/987654");
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("User not found");
  });

  it("is for administrators only", async () => {
    const victim = await t.createUser();
    expect((await t.client().delete(`/api/users/${victim.id}`)).status).toBe(401);
    const { client } = await t.signedIn({ role: "critic", criticName: "Not An Admin" });
    expect((await client.delete(`/api/users/${victim.id}`)).status).toBe(403);
    expect(await t.ctx.db.select().from(users).where(eq(users.id, victim.id))).toHaveLength(1);
  });
});

describe("two administrators deleting each other at the same moment", () => {
  it("leaves a consistent state: one of them is deleted, the other stays, nothing is orphaned", async () => {
    for (let round = 0; round < 3; round++) {
      const a = await t.signedIn({ role: "admin" });
      const b = await t.signedIn({ role: "admin" });
      const [ra, rb] = await Promise.all([
        a.client.delete(`/api/users/${b.user.id}`),
        b.client.delete(`/api/users/${a.user.id}`),
      ]);
      const statuses = [ra.status, rb.status].sort();
      expect(statuses[0], JSON.stringify([ra.body, rb.body])).toBe(200);
      expect([401, 403, 404]).toContain(statuses[1]);
      const left = await t.ctx.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [a.user.id, b.user.id]));
      expect(left).toHaveLength(1);
      const orphans = await t.ctx.db
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(inArray(sessions.userId, [a.user.id, b.user.id]));
      expect(orphans.every((s) => s.userId === left[0]!.id)).toBe(true);
    }
  });

  it("never removes the last two active administrators at once through suspension either", async () => {
    const lone = await createTestApp();
    try {
      const a = await lone.signedIn({ role: "admin" });
      const b = await lone.signedIn({ role: "admin" });
      const [ra, rb] = await Promise.all([
        a.client.put(`/api/users/${b.user.id}`, { status: "suspended" }),
        b.client.put(`/api/users/${a.user.id}`, { status: "suspended" }),
      ]);
      expect([ra.status, rb.status].sort()).toEqual([200, 401]);
      const active = await lone.ctx.db.select().from(users).where(eq(users.status, "active"));
      expect(active.filter((u) => u.role === "admin")).toHaveLength(1);
    } finally {
      await lone.close();
    }
  });
});
