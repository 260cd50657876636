import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { podcasts, users } from "../../db/schema";
import { deleteReviewsOfUser } from "../../services/reviews/reviews";
import { addPodcast, validReview } from "../../test/catalogue-fixtures";
import { setUpTestApp } from "../../test/test-app";

const t = setUpTestApp();

describe("GET /api/users/:id", () => {
  it("gives non-administrators only id, name and username; administrators everything but secrets", async () => {
    const target = await t.createUser({ name: "Target Person", email: "target@example.com" });
    for (const who of ["pending", "critic"] as const) {
      const { client } = who === "pending" ? await t.signedIn({ status: "pending" }) : await t.signedIn();
      const res = await client.get(`/api/users/${target.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: target.id, name: "Target Person", username: target.username });
    }
    const admin = await t.signedIn({ role: "admin" });
    const full = await admin.client.get(`/api/users/${target.id}`);
    expect(full.body).toMatchObject({ id: target.id, email: "target@example.com", role: "critic" });
    expect(full.text).not.toMatch(/password/i);
    expect((await t.client().get(`/api/users/${target.id}`)).status).toBe(401);
    expect((await admin.client.get("/api/users/abc")).body.message).toBe("Invalid user ID");
    expect((await admin.client.get("/api/users/987654")).status).toBe(404);
  });
});

describe("PATCH /api/users/:id", () => {
  it("updates your own profile, ignores duplicate genres, stores an empty list as null", async () => {
    const { user, client } = await t.signedIn();
    const res = await client.patch(`/api/users/${user.id}`, {
      name: "  New Name ",
      email: "New@Example.com",
      location: "Lisbon",
      genres: ["Comedy", "History", "Comedy"],
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      name: "New Name",
      email: "new@example.com",
      location: "Lisbon",
      genres: ["Comedy", "History"],
    });
    const cleared = await client.patch(`/api/users/${user.id}`, { email: null, location: "", genres: [] });
    expect(cleared.body.user).toMatchObject({ email: null, location: null, genres: null, name: "New Name" });
    expect((await client.get("/api/user")).body.user.name).toBe("New Name");
  });

  it("answers the spec's messages and ignores attempts to change role or status", async () => {
    const { user, client } = await t.signedIn();
    const empty = await client.patch(`/api/users/${user.id}`, { name: "  " });
    expect([empty.status, empty.body.message]).toEqual([400, "Name is required"]);
    const email = await client.patch(`/api/users/${user.id}`, { name: "Ok", email: "not-an-email" });
    expect([email.status, email.body.message]).toEqual([400, "Invalid email address"]);
    const genre = await client.patch(`/api/users/${user.id}`, { genres: ["Polka"] });
    expect(genre.status).toBe(400);
    const sneaky = await client.patch(`/api/users/${user.id}`, {
      name: "Sneaky",
      role: "admin",
      status: "active",
    });
    expect(sneaky.status).toBe(200);
    expect(sneaky.body.user.role).toBe("critic");
    expect((await client.patch("/api/users/abc", { name: "X" })).body.message).toBe("Invalid user ID");
  });

  it("permission matrix: anonymous 401, others 403 on someone else's profile, administrators 200", async () => {
    const target = await t.createUser();
    expect((await t.client().patch(`/api/users/${target.id}`, { name: "X" })).status).toBe(401);
    for (const overrides of [{ status: "pending" as const }, { role: "critic" as const }]) {
      const { client } = await t.signedIn(overrides);
      expect((await client.patch(`/api/users/${target.id}`, { name: "Hacked" })).status).toBe(403);
    }
    const admin = await t.signedIn({ role: "admin" });
    const res = await admin.client.patch(`/api/users/${target.id}`, { location: "Oslo" });
    expect([res.status, res.body.user.location]).toEqual([200, "Oslo"]);
    expect((await admin.client.patch("/api/users/987654", { name: "Nobody" })).status).toBe(404);
  });
});

describe("deleting a user", () => {
  it("removes their reviews and corrects the podcasts' aggregates", async () => {
    const podcast = await addPodcast(t.ctx);
    const stays = await t.signedIn();
    const goes = await t.signedIn();
    await stays.client.post("/api/reviews", validReview(podcast.id, 2));
    await goes.client.post("/api/reviews", validReview(podcast.id, 5));
    await t.ctx.db.transaction(async (tx) => {
      expect(await deleteReviewsOfUser(tx, goes.user.id)).toBe(1);
      await tx.delete(users).where(eq(users.id, goes.user.id));
    });
    const [row] = await t.ctx.db.select().from(podcasts).where(eq(podcasts.id, podcast.id));
    expect([row!.reviewCount, row!.averageRating, row!.ratingCounts[9]]).toEqual([1, 2, 0]);
    const list = await stays.client.get(`/api/podcasts/${podcast.id}/reviews`);
    expect(list.body).toHaveLength(1);
  });
});
