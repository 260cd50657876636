import { describe, expect, it } from "vitest";
import { addPodcast, validReview } from "../../test/catalogue-fixtures";
import { setUpTestApp, type TestApp } from "../../test/test-app";

const t = setUpTestApp();

const podcastOf = async (id: number, client: Awaited<ReturnType<TestApp["signedIn"]>>["client"]) =>
  (await client.get(`/api/podcasts/${id}`)).body;

describe("POST /api/reviews", () => {
  it("creates a review, moves the average, count and distribution, and lists it with its author", async () => {
    const podcast = await addPodcast(t.ctx);
    const a = await t.signedIn({ name: "Ann Author" });
    const b = await t.signedIn();
    const first = await a.client.post("/api/reviews", validReview(podcast.id, 4));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      podcastId: podcast.id,
      userId: a.user.id,
      rating: 4,
      title: "A fine listen",
      user: { id: a.user.id, name: "Ann Author", username: a.user.username },
    });
    expect((await b.client.post("/api/reviews", validReview(podcast.id, 3.5))).status).toBe(201);

    const detail = await podcastOf(podcast.id, a.client);
    expect(detail.reviewCount).toBe(2);
    expect(detail.averageRating).toBe(3.75);
    expect(detail.myReview).toMatchObject({ id: first.body.id, rating: 4 });
    const dist = Object.fromEntries(
      detail.ratingDistribution.map((d: { rating: number; count: number }) => [d.rating, d.count]),
    );
    expect(dist).toMatchObject({ 4: 1, 3.5: 1, 5: 0, 0.5: 0 });
    expect(detail.ratingDistribution).toHaveLength(10);

    const list = await a.client.get(`/api/podcasts/${podcast.id}/reviews`);
    expect(list.status).toBe(200);
    expect(list.body.map((r: { userId: number }) => r.userId)).toEqual([b.user.id, a.user.id]);
    expect(list.body[1].user).toEqual({ id: a.user.id, name: "Ann Author", username: a.user.username });
    expect(list.body[0]).not.toHaveProperty("user.passwordHash");
  });

  it("refuses a second review of the same podcast with 409", async () => {
    const podcast = await addPodcast(t.ctx);
    const { client } = await t.signedIn();
    expect((await client.post("/api/reviews", validReview(podcast.id))).status).toBe(201);
    const again = await client.post("/api/reviews", validReview(podcast.id, 2));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already reviewed this podcast/);
    expect((await podcastOf(podcast.id, client)).reviewCount).toBe(1);
  });

  it("answers the spec's messages for bad input and stores nothing", async () => {
    const podcast = await addPodcast(t.ctx);
    const { client } = await t.signedIn();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ rating: 0 }, 400, "Please choose a rating."],
      [{ rating: 0.3 }, 400, "Please choose a rating."],
      [{ rating: 5.5 }, 400, "Rating cannot be more than 5"],
      [{ rating: "five" }, 400, "Please choose a rating."],
      [{ rating: undefined }, 400, "Please choose a rating."],
      [{ rating: 3.3 }, 400, "Rating must be in 0.5 increments"],
      [{ title: "ab" }, 400, "Title must be at least 3 characters"],
      [{ title: "x".repeat(101) }, 400, "Title must be no more than 100 characters"],
      [{ content: "x".repeat(9) }, 400, "Review must be at least 10 characters"],
      [{ content: "x".repeat(2001) }, 400, "Review must be no more than 2000 characters"],
      [{ podcastId: "abc" }, 400, "Invalid podcast ID"],
      [{ podcastId: 999_999 }, 404, "Podcast not found"],
    ];
    for (const [change, status, message] of cases) {
      const res = await client.post("/api/reviews", { ...validReview(podcast.id), ...change });
      expect([res.status, res.body.message], JSON.stringify(change)).toEqual([status, message]);
    }
    const detail = await podcastOf(podcast.id, client);
    expect(detail.reviewCount).toBe(0);
    expect(detail.averageRating).toBeNull();
    expect((await client.post("/api/reviews", "{not json")).status).toBe(400);
  });

  it("accepts the boundaries: 3 and 100 character titles, 10 and 2000 character reviews, 0.5 and 5", async () => {
    const { client } = await t.signedIn();
    for (const [title, content, rating] of [
      ["abc", "x".repeat(10), 0.5],
      ["y".repeat(100), "z".repeat(2000), 5],
    ] as const) {
      const podcast = await addPodcast(t.ctx);
      const res = await client.post("/api/reviews", { podcastId: podcast.id, title, content, rating });
      expect(res.status).toBe(201);
    }
  });
});

describe("GET /api/podcasts/:id/reviews", () => {
  it("pages newest first and refuses bad paging parameters", async () => {
    const podcast = await addPodcast(t.ctx);
    const authors = [await t.signedIn(), await t.signedIn(), await t.signedIn()];
    for (const a of authors) await a.client.post("/api/reviews", validReview(podcast.id));
    const { client } = authors[0]!;
    const first = await client.get(`/api/podcasts/${podcast.id}/reviews?pageSize=2`);
    const second = await client.get(`/api/podcasts/${podcast.id}/reviews?pageSize=2&page=2`);
    expect(first.body.map((r: { userId: number }) => r.userId)).toEqual([
      authors[2]!.user.id,
      authors[1]!.user.id,
    ]);
    expect(second.body.map((r: { userId: number }) => r.userId)).toEqual([authors[0]!.user.id]);
    expect((await client.get(`/api/podcasts/${podcast.id}/reviews?page=5`)).body).toEqual([]);
    for (const q of ["pageSize=0", "pageSize=101", "page=0", "page=abc"]) {
      expect((await client.get(`/api/podcasts/${podcast.id}/reviews?${q}`)).status, q).toBe(400);
    }
    // A repeated key, or a number JavaScript reads as Infinity, gets the field's message, not Zod's.
    for (const q of ["page=1&page=2", "page=1e999"]) {
      const res = await client.get(`/api/podcasts/${podcast.id}/reviews?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toBe("page must be a whole number from 1 to 100000");
    }
  });
});

describe("PUT and DELETE /api/reviews/:id", () => {
  it("lets the author edit (aggregates follow) and delete (aggregates return)", async () => {
    const podcast = await addPodcast(t.ctx);
    const { client } = await t.signedIn();
    const created = (await client.post("/api/reviews", validReview(podcast.id, 2))).body;
    const edited = await client.put(`/api/reviews/${created.id}`, {
      title: "Changed my mind",
      content: "Second listen was much better than the first.",
      rating: 4.5,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Changed my mind", rating: 4.5 });
    let detail = await podcastOf(podcast.id, client);
    expect([detail.reviewCount, detail.averageRating]).toEqual([1, 4.5]);
    expect(detail.ratingDistribution.find((d: { rating: number }) => d.rating === 2).count).toBe(0);
    expect(detail.ratingDistribution.find((d: { rating: number }) => d.rating === 4.5).count).toBe(1);

    const bad = await client.put(`/api/reviews/${created.id}`, {
      title: "ok title",
      content: "short",
      rating: 3,
    });
    expect([bad.status, bad.body.message]).toEqual([400, "Review must be at least 10 characters"]);

    expect((await client.delete(`/api/reviews/${created.id}`)).status).toBe(200);
    detail = await podcastOf(podcast.id, client);
    expect([detail.reviewCount, detail.averageRating]).toEqual([0, null]);
    expect(detail.ratingDistribution.every((d: { count: number }) => d.count === 0)).toBe(true);
    expect((await client.delete(`/api/reviews/${created.id}`)).status).toBe(404);
  });

  it("answers 400 for a non-numeric id and 404 for an unknown one", async () => {
    const { client } = await t.signedIn();
    const body = { title: "Title", content: "Long enough content", rating: 3 };
    expect((await client.put("/api/reviews/abc", body)).body.message).toBe("Invalid review ID");
    expect((await client.put("/api/reviews/abc", body)).status).toBe(400);
    expect((await client.put("/api/reviews/987654", body)).status).toBe(404);
    expect((await client.delete("/api/reviews/1.5")).status).toBe(400);
  });
});

describe("permission matrix for review endpoints", () => {
  type Who = "anonymous" | "pending" | "critic" | "admin" | "author";
  const whoClient = async (who: Who, author: Awaited<ReturnType<TestApp["signedIn"]>>) => {
    if (who === "anonymous") return t.client();
    if (who === "author") return author.client;
    if (who === "pending") return (await t.signedIn({ status: "pending" })).client;
    return (await t.signedIn({ role: who })).client;
  };

  const expected: Record<string, Record<Who, number>> = {
    "list reviews": { anonymous: 401, pending: 200, critic: 200, admin: 200, author: 200 },
    "create review": { anonymous: 401, pending: 201, critic: 201, admin: 201, author: 409 },
    "edit someone's review": { anonymous: 401, pending: 403, critic: 403, admin: 200, author: 200 },
    "delete someone's review": { anonymous: 401, pending: 403, critic: 403, admin: 200, author: 200 },
  };

  for (const [action, row] of Object.entries(expected)) {
    for (const [who, status] of Object.entries(row) as [Who, number][]) {
      it(`${action}: ${who} → ${status}`, async () => {
        const podcast = await addPodcast(t.ctx);
        const author = await t.signedIn();
        const review = (await author.client.post("/api/reviews", validReview(podcast.id))).body;
        const client = await whoClient(who, author);
        const edit = { title: "Edited title", content: "Edited content that is long enough.", rating: 1 };
        const res =
          action === "list reviews"
            ? await client.get(`/api/podcasts/${podcast.id}/reviews`)
            : action === "create review"
              ? await client.post("/api/reviews", validReview(podcast.id))
              : action === "edit someone's review"
                ? await client.put(`/api/reviews/${review.id}`, edit)
                : await client.delete(`/api/reviews/${review.id}`);
        expect(res.status, res.text).toBe(status);
      });
    }
  }

  it("a suspended user's session no longer writes anything", async () => {
    const podcast = await addPodcast(t.ctx);
    const { user, client } = await t.signedIn();
    const { users } = await import("../../db/schema");
    const { eq } = await import("drizzle-orm");
    await t.ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, user.id));
    expect((await client.post("/api/reviews", validReview(podcast.id))).status).toBe(401);
  });
});

describe("writes to one podcast at the same time", () => {
  it("never deadlock: reviews created, deleted and removed with their authors at once all land, and the figures add up", async () => {
    // Fuzzing found a deadlock on PostgreSQL: a new review locked the podcast and then its time bucket
    // (trigger), a deletion the bucket and then the podcast. Every path now locks in one order.
    const podcast = await addPodcast(t.ctx);
    const other = await addPodcast(t.ctx);
    const { client: admin } = await t.signedIn({ role: "admin" });
    for (let round = 0; round < 3; round++) {
      const leaving = await Promise.all(Array.from({ length: 8 }, () => t.signedIn()));
      const removed = await Promise.all(Array.from({ length: 2 }, () => t.signedIn()));
      const arriving = await Promise.all(Array.from({ length: 8 }, () => t.signedIn()));
      const ids: number[] = [];
      for (const { client } of leaving)
        ids.push((await client.post("/api/reviews", validReview(podcast.id))).body.id);
      for (const { client } of removed) {
        await client.post("/api/reviews", validReview(podcast.id, 2));
        await client.post("/api/reviews", validReview(other.id, 2));
      }
      const answers = await Promise.all([
        ...leaving.map(({ client }, i) => client.delete(`/api/reviews/${ids[i]}`)),
        ...arriving.map(({ client }) => client.post("/api/reviews", validReview(podcast.id, 5))),
        ...removed.map(({ user }) => admin.delete(`/api/users/${user.id}`)),
      ]);
      expect(answers.map((a) => a.status)).toEqual([
        ...leaving.map(() => 200),
        ...arriving.map(() => 201),
        ...removed.map(() => 200),
      ]);
    }
    const detail = await podcastOf(podcast.id, admin);
    const listed = (await admin.get(`/api/podcasts/${podcast.id}/reviews?pageSize=100`)).body;
    expect(listed).toHaveLength(24);
    expect(detail.reviewCount).toBe(24);
    expect(detail.averageRating).toBe(5);
    expect((await podcastOf(other.id, admin)).reviewCount).toBe(0);
  }, 120_000);
});
