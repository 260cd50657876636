import { INACTIVE_CRITIC_MESSAGE } from "@shared/constants/critic-review";
import { latestReviewDate, NO_CRITIC_NAME_MESSAGE, REVIEW_SUBMITTED_MESSAGE } from "@shared/schemas/critic";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criticReviewSubmissions } from "../../db/schema";
import { syncCriticReviews } from "../../services/critic/airtable-sync";
import { countCriticReviews } from "../../services/critic/counts";
import { criticNameSummaries } from "../../services/critic/summaries";
import { uniqueCriticName, validSubmission } from "../../test/critic-data";
import { CRITIC_DB_KINDS, type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";

const enc = encodeURIComponent;
/** The first day refused: the day after today in UTC+14. */
const tomorrow = () => latestReviewDate(new Date(Date.now() + 24 * 60 * 60 * 1000));

describe.each(CRITIC_DB_KINDS)("critic API with the %s critic database", (kind) => {
  let t: CriticTestApp;
  beforeAll(async () => {
    t = await createCriticTestApp(kind, { env: { AIRTABLE_CACHE_SECONDS: "1" } });
  });
  afterAll(() => t.close());

  const submissionCount = async () =>
    Number(
      (await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from critic_review_submissions`))
        .rows[0]?.n,
    );

  describe("POST /api/airtable/reviews", () => {
    let validationCritic: Awaited<ReturnType<CriticTestApp["critic"]>> | undefined;
    it("stores the review at once, takes reviewer and publication from the critic, then delivers it", async () => {
      const { client, name, db } = await t.critic({ publications: ["Sound Judgement"] });
      const res = await client.post(
        "/api/airtable/reviews",
        validSubmission({ reviewer: "Someone Else", publication: "Forged Weekly", podcastName: "Serial" }),
      );
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(REVIEW_SUBMITTED_MESSAGE);
      expect(res.body.review).toMatchObject({
        id: expect.stringMatching(/^sub_/),
        reviewer: name,
        publication: "Sound Judgement",
        podcast: "Serial",
        syncStatus: "pending",
      });
      const before = await client.get(`/api/critic/${enc(name)}/reviews`);
      expect(before.body.map((r: { syncStatus: string }) => r.syncStatus)).toEqual(["pending"]);

      await t.deliver();
      const [record] = await db.listReviews(name);
      expect(record).toMatchObject({
        reviewer: name,
        publication: "Sound Judgement",
        podcast: "Serial",
        rating: 4.5,
      });
      const after = await client.get(`/api/critic-reviews/${enc(name)}`);
      expect(after.status).toBe(200);
      expect(after.body).toEqual([
        expect.objectContaining({
          id: record!.id,
          syncStatus: "delivered",
          syncError: null,
          podcast: "Serial",
        }),
      ]);
    });

    it("answers 'You must have a critic name assigned to submit reviews.' without a critic name", async () => {
      for (const role of ["critic", "admin"] as const) {
        const { client } = await t.signedIn({ role, criticName: null });
        const res = await client.post("/api/airtable/reviews", validSubmission());
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(NO_CRITIC_NAME_MESSAGE);
      }
      const pending = await t.signedIn({ role: "critic", status: "pending", criticName: null });
      expect((await pending.client.post("/api/airtable/reviews", {})).body.message).toBe(
        NO_CRITIC_NAME_MESSAGE,
      );
      expect((await t.client().post("/api/airtable/reviews", validSubmission())).status).toBe(401);
    });

    it.each([
      [{ snippet: "x".repeat(49) }, "snippet", "Snippet should be at least 50 characters"],
      [{ snippet: "x".repeat(501) }, "snippet", "Snippet should be at most 500 characters"],
      [{ snippet: undefined }, "snippet", "Snippet should be at least 50 characters"],
      [{ rating: 0 }, "rating", "Rating is required"],
      [{ rating: 0.25 }, "rating", "Rating is required"],
      [{ rating: 5.5 }, "rating", "Rating must be between 0.5 and 5"],
      [{ rating: 3.3 }, "rating", "Rating must be in 0.5 increments"],
      [{ rating: "five" }, "rating", "Rating is required"],
      // No rating chosen (issue 49 item 2): the form's own words, as its client-side check says them.
      [{ rating: undefined }, "rating", "Please choose a rating."],
      [{ rating: null }, "rating", "Please choose a rating."],
      [{ date: tomorrow() }, "date", "Review date cannot be in the future"],
      [{ date: "1899-12-31" }, "date", "Review date cannot be before Jan. 1, 1900"],
      [{ date: "2025-13-45" }, "date", "Please select a valid date"],
      [{ date: "2025-02-30" }, "date", "Please select a valid date"],
      [{ date: undefined }, "date", "Please select a date"],
      [{ date: "" }, "date", "Please select a date"],
      [{ url: "javascript:alert(1)" }, "url", "Please enter a valid URL"],
      [{ url: "not a url" }, "url", "Please enter a valid URL"],
      [{ url: undefined }, "url", "Please enter a valid URL"],
      [{ podcastName: "   " }, "podcastName", "Podcast name is required"],
      [{ podcastName: undefined }, "podcastName", "Podcast name is required"],
    ])("refuses %j with the field's message, storing nothing", async (change, field, message) => {
      validationCritic ??= await t.critic();
      const { client, name, db } = validationCritic;
      const before = await submissionCount();
      const res = await client.post("/api/airtable/reviews", { ...validSubmission(), ...change });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
      expect(await submissionCount()).toBe(before);
      await t.deliver();
      expect(await db.countReviews(name)).toBe(0);
    });

    it("accepts a date sent as a full ISO date-time (a Date value) and keeps its day", async () => {
      const { client } = await t.critic();
      const res = await client.post(
        "/api/airtable/reviews",
        validSubmission({ date: "2024-03-09T00:00:00.000Z" }),
      );
      expect(res.status).toBe(201);
      expect(res.body.review.date).toBe("2024-03-09");
    });

    it("accepts today in UTC+14 (a critic's today anywhere), whatever the server's own date", async () => {
      const { client } = await t.critic();
      const res = await client.post("/api/airtable/reviews", validSubmission({ date: latestReviewDate() }));
      expect(res.status).toBe(201);
      expect(res.body.review.date).toBe(latestReviewDate());
    });

    it("refuses malformed bodies with a 4xx", async () => {
      const { client } = await t.critic();
      expect((await client.post("/api/airtable/reviews", "{not json")).status).toBe(400);
      expect((await client.post("/api/airtable/reviews", [1, 2])).status).toBe(400);
      const huge = await client.post(
        "/api/airtable/reviews",
        validSubmission({ snippet: "x".repeat(400_000) }),
      );
      expect(huge.status).toBe(413);
    });

    describe("several publications", () => {
      it("needs one chosen, and only one of the critic's own", async () => {
        const { client, name, db } = await t.critic({ publications: ["Morning Ears", "Night Shift Audio"] });
        const other = await t.critic({ publications: ["Not Yours Monthly"] });
        const foreignId = (await db.findCriticName(other.name))!.publications[0]!.id;
        const mine = (await db.findCriticName(name))!.publications;

        const none = await client.post("/api/airtable/reviews", validSubmission());
        expect(none.status).toBe(400);
        expect(none.body.message).toBe("Please select a publication");
        expect(none.body.errors.publication_id).toBe("Please select a publication");

        const foreign = await client.post(
          "/api/airtable/reviews",
          validSubmission({ publication_id: foreignId }),
        );
        expect(foreign.status).toBe(400);
        expect(foreign.body.errors.publication_id).toBe("Please select one of your publications");
        expect(await submissionCount()).toBeGreaterThanOrEqual(0);

        const chosen = await client.post(
          "/api/airtable/reviews",
          validSubmission({ publication_id: kind === "builtin" ? Number(mine[1]!.id) : mine[1]!.id }),
        );
        expect(chosen.status).toBe(201);
        expect(chosen.body.review.publication).toBe("Night Shift Audio");
      });
    });

    it("stores one review for a repeated Idempotency-Key, and refuses the key for different content", async () => {
      const { client, name } = await t.critic();
      const headers = { "idempotency-key": `key-${name.replaceAll(" ", "-")}` };
      const first = await client.post("/api/airtable/reviews", validSubmission(), headers);
      const second = await client.post("/api/airtable/reviews", validSubmission(), headers);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.headers["idempotent-replayed"]).toBe("true");
      expect(second.body.review.id).toBe(first.body.review.id);
      const other = await client.post(
        "/api/airtable/reviews",
        validSubmission({ podcastName: "Other" }),
        headers,
      );
      expect(other.status).toBe(422);
      const bad = await client.post("/api/airtable/reviews", validSubmission(), { "idempotency-key": "a b" });
      expect(bad.status).toBe(400);
      await t.deliver();
      expect((await client.get(`/api/critic/${enc(name)}/reviews`)).body).toHaveLength(1);
    });

    it("turns a double click (two identical requests at once) into one review", async () => {
      const { client, name, db } = await t.critic();
      const body = validSubmission({ podcastName: "Double Click Radio" });
      const [a, b] = await Promise.all([
        client.post("/api/airtable/reviews", body),
        client.post("/api/airtable/reviews", body),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.review.id).toBe(b.body.review.id);
      await t.deliver();
      expect(await db.countReviews(name)).toBe(1);
    });
  });

  describe("GET /api/critic/:criticName/info", () => {
    it("answers the count and publications of the critic's own name", async () => {
      const { client, name, db } = await t.critic({ publications: ["First Take", "Second Take"] });
      const second = (await db.findCriticName(name))!.publications[1]!.id;
      expect(
        (await client.post("/api/airtable/reviews", validSubmission({ publication_id: second }))).status,
      ).toBe(201);
      const res = await client.get(`/api/critic/${enc(name)}/info`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        criticName: name,
        total_reviews: 1,
        publication: "First Take",
        hasMultiplePublications: true,
        publications: [
          { id: expect.any(String), name: "First Take" },
          { id: expect.any(String), name: "Second Take" },
        ],
      });
    });

    it("defaults the publication to '<name> Reviews' for a critic without a record", async () => {
      const name = uniqueCriticName("Unlisted");
      const { client } = await t.signedIn({ role: "critic", criticName: name });
      const res = await client.get(`/api/critic/${enc(name)}/info`);
      expect(res.body).toMatchObject({
        publication: `${name} Reviews`,
        hasMultiplePublications: false,
        publications: [],
      });
    });

    it("serves a critic only their own name; administrators any; 404 for a name nobody has", async () => {
      const { client } = await t.critic();
      const other = await t.critic();
      for (const path of [
        `/api/critic/${enc(other.name)}/info`,
        `/api/critic/${enc(other.name)}/reviews`,
        `/api/critic-reviews/${enc(other.name)}`,
      ]) {
        expect((await client.get(path)).status).toBe(403);
        expect((await t.client().get(path)).status).toBe(401);
      }
      const { client: admin } = await t.signedIn({ role: "admin" });
      expect((await admin.get(`/api/critic/${enc(other.name)}/info`)).status).toBe(200);
      expect((await admin.get(`/api/critic-reviews/${enc(other.name)}`)).status).toBe(200);
      expect((await admin.get(`/api/critic/${enc(uniqueCriticName("Ghost"))}/info`)).status).toBe(404);
    });

    it("handles names with slashes, quotes and formula syntax in paths and formulas", async () => {
      const hostile = `O'Neil / "Q" \\ '&"),{} ${Date.now()}`;
      const { client, db } = await t.critic({ name: hostile, publications: ["Slash/Dot Review"] });
      expect((await client.post("/api/airtable/reviews", validSubmission())).status).toBe(201);
      await t.deliver();
      const info = await client.get(`/api/critic/${enc(hostile)}/info`);
      expect(info.status).toBe(200);
      expect(info.body).toMatchObject({
        criticName: hostile,
        total_reviews: 1,
        publication: "Slash/Dot Review",
      });
      const list = await client.get(`/api/critic-reviews/${enc(hostile)}`);
      expect(list.body).toHaveLength(1);
      expect(await db.countReviews(hostile)).toBe(1);
      const { client: admin } = await t.signedIn({ role: "admin" });
      for (const probe of [`' OR TRUE() OR '`, `{Reviewer}`, "a/b", "x".repeat(300)]) {
        const res = await admin.get(`/api/critic/${enc(probe)}/reviews`);
        expect(res.status).toBeLessThan(500);
        if (res.status === 200) expect(res.body).toEqual([]);
      }
    });

    it("refuses a NUL character in a critic name in the path with a 400, not a database error", async () => {
      const { client: admin } = await t.signedIn({ role: "admin" });
      for (const path of ["/api/critic/a%00b/info", "/api/critic/%00/reviews", "/api/critic-reviews/a%00b"]) {
        const res = await admin.get(path);
        expect(res.status, path).toBe(400);
        expect(res.body.message).toMatch(/^The path parameter criticName must not contain NUL characters\.$/);
      }
      // Sign-in is still checked first.
      expect((await t.client().get("/api/critic/a%00b/info")).status).toBe(401);
    });
  });

  describe("PATCH /api/critic-reviews/:id", () => {
    it("edits a delivered review of one's own in the critic database", async () => {
      const { client, name, db } = await t.critic();
      await client.post("/api/airtable/reviews", validSubmission());
      await t.deliver();
      const [record] = await db.listReviews(name);
      const res = await client.patch(`/api/critic-reviews/${record!.id}`, {
        snippet: "Sharper on a second listen.",
        rating: 3,
        date: "2024-12-01",
        url: "https://example.com/new",
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: record!.id,
        snippet: "Sharper on a second listen.",
        rating: 3,
        date: "2024-12-01",
      });
      expect((await db.getReview(record!.id))!).toMatchObject({ rating: 3, url: "https://example.com/new" });
    });

    it("edits a review still waiting for delivery, and the edit is what arrives", async () => {
      const { client, name, db } = await t.critic();
      const created = await client.post("/api/airtable/reviews", validSubmission());
      const res = await client.patch(`/api/critic-reviews/${created.body.review.id}`, { rating: 2 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ rating: 2, syncStatus: "pending" });
      await t.deliver();
      const records = await db.listReviews(name);
      expect(records).toHaveLength(1);
      expect(records[0]!.rating).toBe(2);
      // The old pending id still finds the review after delivery.
      expect(
        (await client.patch(`/api/critic-reviews/${created.body.review.id}`, { rating: 1 })).body.rating,
      ).toBe(1);
    });

    it("refuses another critic's review with 403, unknown ids with 404, and bad fields with their messages", async () => {
      const owner = await t.critic();
      await owner.client.post("/api/airtable/reviews", validSubmission());
      await t.deliver();
      const [record] = await owner.db.listReviews(owner.name);
      const intruder = await t.critic();
      const denied = await intruder.client.patch(`/api/critic-reviews/${record!.id}`, { rating: 1 });
      expect(denied.status).toBe(403);
      expect((await owner.db.getReview(record!.id))!.rating).toBe(4.5);
      expect((await t.client().patch(`/api/critic-reviews/${record!.id}`, { rating: 1 })).status).toBe(401);

      for (const id of [
        "999999",
        "recAAAAAAAAAAAAAA1",
        "sub_00000000-0000-0000-0000-000000000000",
        "..%2F..%2Fusers",
      ]) {
        expect((await owner.client.patch(`/api/critic-reviews/${id}`, { rating: 1 })).status).toBe(404);
      }
      const cases: [Record<string, unknown>, string][] = [
        [{ snippet: "too short" }, "Review must be at least 10 characters."],
        [{ snippet: "x".repeat(501) }, "Review must be at most 500 characters."],
        [{ rating: 6 }, "Rating must be between 0.5 and 5"],
        [{ rating: -1 }, "Rating must be between 0.5 and 5"],
        // issue 29 item 10: 0 is not a rating (it counted as one and dragged scores down).
        [{ rating: 0 }, "Rating must be between 0.5 and 5"],
        [{ rating: 0.25 }, "Rating must be between 0.5 and 5"],
        [{ date: "05/01/2025" }, "Date must be in YYYY-MM-DD format"],
        [{ date: "2025-13-45" }, "Date must be in YYYY-MM-DD format"],
        [{ date: tomorrow() }, "Review date cannot be in the future"],
        [{ url: "javascript:alert(1)" }, "Must be a valid URL"],
        [{}, "Nothing to update."],
      ];
      for (const [body, message] of cases) {
        const res = await owner.client.patch(`/api/critic-reviews/${record!.id}`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toBe(message);
      }
      expect((await owner.client.patch(`/api/critic-reviews/${record!.id}`, { rating: 0.5 })).status).toBe(
        200,
      );
      const latest = await owner.client.patch(`/api/critic-reviews/${record!.id}`, {
        date: latestReviewDate(),
      });
      expect(latest.status).toBe(200);
    });
  });

  describe("DELETE /api/critic-reviews/:id", () => {
    it("is for administrators only, deletes delivered and waiting reviews, and 404s unknown ids", async () => {
      const { client, name, db } = await t.critic();
      await client.post("/api/airtable/reviews", validSubmission({ podcastName: "Delivered" }));
      await t.deliver();
      const waiting = await client.post("/api/airtable/reviews", validSubmission({ podcastName: "Waiting" }));
      const [record] = await db.listReviews(name);

      expect((await client.delete(`/api/critic-reviews/${record!.id}`)).status).toBe(403);
      expect((await t.client().delete(`/api/critic-reviews/${record!.id}`)).status).toBe(401);
      const { client: admin } = await t.signedIn({ role: "admin" });
      expect((await admin.delete(`/api/critic-reviews/${record!.id}`)).status).toBe(200);
      expect((await admin.delete(`/api/critic-reviews/${waiting.body.review.id}`)).status).toBe(200);
      expect((await admin.delete(`/api/critic-reviews/${record!.id}`)).status).toBe(404);
      await t.deliver();
      expect(await db.listReviews(name)).toEqual([]);
      expect((await client.get(`/api/critic-reviews/${enc(name)}`)).body).toEqual([]);
    });
  });

  describe("changes made directly in the critic database", () => {
    it.runIf(kind === "airtable")("show up once the short read cache has expired", async () => {
      const { client, name } = await t.critic();
      expect((await client.get(`/api/critic-reviews/${enc(name)}`)).body).toEqual([]);
      const [record] = t.fake!.insert("Reviews", [
        {
          Reviewer: name,
          Publication: "Typed In",
          Podcast: "Added In Airtable",
          Snippet: "Typed straight into the base.",
          Rating: 4,
          Date: "2025-02-01",
        },
      ]);
      await new Promise((r) => setTimeout(r, 1_100));
      const added = await client.get(`/api/critic-reviews/${enc(name)}`);
      expect(added.body).toEqual([
        expect.objectContaining({ id: record!.id, podcast: "Added In Airtable", syncStatus: "delivered" }),
      ]);
      t.fake!.edit("Reviews", record!.id, { Rating: 2.5 });
      await new Promise((r) => setTimeout(r, 1_100));
      expect((await client.get(`/api/critic-reviews/${enc(name)}`)).body[0].rating).toBe(2.5);
      // The count beside the list follows the same read (issue 29 item 15), before the sync and after it.
      expect((await client.get(`/api/critic/${enc(name)}/info`)).body.total_reviews).toBe(1);
      await syncCriticReviews(t.ctx);
      expect((await client.get(`/api/critic/${enc(name)}/info`)).body.total_reviews).toBe(1);
    });
  });

  it.skipIf(kind !== "airtable")(
    "keeps the count beside the list whatever changes in the base (issue 29 item 15)",
    async () => {
      const { client, name } = await t.critic();
      for (const podcastName of ["First", "Second", "Third"])
        expect((await client.post("/api/airtable/reviews", validSubmission({ podcastName }))).status).toBe(
          201,
        );
      await t.deliver();
      const fake = t.fake!;
      const mine = fake.records("Reviews").filter((r) => r.fields.Reviewer === name);
      // Directly in the base: a record added, one moved to someone else, and a duplicate of a delivered
      // record (what a commit-then-fail answer can leave), none of them synced yet.
      fake.insert("Reviews", [{ ...mine[0]!.fields, Podcast: "Typed In The Base", "Submission Id": null }]);
      fake.edit("Reviews", mine[1]!.id, { Reviewer: uniqueCriticName("Someone Else") });
      fake.insert("Reviews", [{ ...mine[2]!.fields }]);
      // A waiting review, and a failed one (which neither counts).
      await client.post("/api/airtable/reviews", validSubmission({ podcastName: "Waiting" }));
      await client.post("/api/airtable/reviews", validSubmission({ podcastName: "Failed" }));
      await t.ctx.db.execute(
        sql`update critic_review_submissions set status = 'failed' where reviewer = ${name} and podcast = 'Failed'`,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // AIRTABLE_CACHE_SECONDS=1
      const list = (await client.get(`/api/critic/${enc(name)}/reviews`)).body as { syncStatus: string }[];
      const info = (await client.get(`/api/critic/${enc(name)}/info`)).body;
      const counted = list.filter((r) => r.syncStatus !== "failed").length;
      // The local copy (not synced yet) says otherwise; the count follows the list.
      expect(await countCriticReviews(t.ctx.db, name)).not.toBe(counted);
      expect(info.total_reviews).toBe(counted);
    },
  );

  it("takes a critic's powers while their account is pending, and gives them back on activation", async () => {
    // issue 29 item 16: a critic set to pending could still submit and export.
    const { client, name } = await t.critic();
    const first = await client.post("/api/airtable/reviews", validSubmission());
    expect(first.status).toBe(201);
    const id = first.body.review.id as string;
    const setStatus = (status: string) =>
      t.ctx.db.execute(sql`update users set status = ${status} where critic_name = ${name}`);
    await setStatus("pending");
    const calls = [
      () => client.post("/api/airtable/reviews", validSubmission({ podcastName: "Pending Show" })),
      () => client.get(`/api/critic/${enc(name)}/reviews.csv`),
      () => client.get(`/api/critic/${enc(name)}/reviews`),
      () => client.get(`/api/critic/${enc(name)}/info`),
      () => client.patch(`/api/critic-reviews/${id}`, { rating: 3 }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status, res.text).toBe(403);
      expect(res.body.message).toBe(INACTIVE_CRITIC_MESSAGE);
    }
    await setStatus("active");
    expect((await client.get(`/api/critic/${enc(name)}/reviews.csv`)).status).toBe(200);
    expect((await calls[0]!()).status).toBe(201);
  });

  describe("critic name summaries (for administration)", () => {
    it("list every critic name with its publications and a count that includes undelivered reviews", async () => {
      const { client, name } = await t.critic({ publications: ["Alpha Post", "Beta Post"] });
      const [first] = (await t.ctx.criticDb.findCriticName(name))!.publications;
      await client.post("/api/airtable/reviews", validSubmission({ publication_id: first!.id }));
      const mine = (await criticNameSummaries(t.ctx)).find((n) => n.name === name);
      expect(mine).toMatchObject({ publication: "Alpha Post", total_reviews: 1 });
      expect(mine!.publications.map((p) => p.name)).toEqual(["Alpha Post", "Beta Post"]);
      await t.deliver();
      expect((await criticNameSummaries(t.ctx)).find((n) => n.name === name)?.total_reviews).toBe(1);
      expect(await countCriticReviews(t.ctx.db, name)).toBe(1);
    });
  });

  describe("delivery state for administrators", () => {
    it("shows failed deliveries with their reason and queues them again on retry", async () => {
      const { client, name, db } = await t.critic();
      const res = await client.post("/api/airtable/reviews", validSubmission({ podcastName: "Will Fail" }));
      const id = res.body.review.id as string;
      await t.ctx.db
        .update(criticReviewSubmissions)
        .set({ status: "failed", lastError: "Airtable refused the request with 422." })
        .where(sql`${criticReviewSubmissions.submissionId} = ${id.slice(4)}`);
      await t.ctx.db.execute(
        sql`update jobs set status = 'failed' where dedupe_key = ${`critic-review:${id.slice(4)}`}`,
      );

      const mine = await client.get(`/api/critic-reviews/${enc(name)}`);
      expect(mine.body[0]).toMatchObject({
        syncStatus: "failed",
        syncError: "Airtable refused the request with 422.",
      });
      const { client: admin } = await t.signedIn({ role: "admin" });
      const overview = await admin.get("/api/admin/critic-reviews/sync");
      expect(overview.status).toBe(200);
      expect(overview.body.counts.failed).toBeGreaterThanOrEqual(1);
      expect(overview.body.waiting[0]).toMatchObject({ id, syncStatus: "failed" });
      expect((await client.post(`/api/admin/critic-reviews/${id}/retry`)).status).toBe(403);
      const retried = await admin.post(`/api/admin/critic-reviews/${id}/retry`);
      expect(retried.status).toBe(200);
      expect(retried.body.syncStatus).toBe("pending");
      expect((await admin.post(`/api/admin/critic-reviews/${id}/retry`)).status).toBe(400);
      await t.deliver();
      expect((await db.listReviews(name)).map((r) => r.podcast)).toEqual(["Will Fail"]);
      expect((await admin.post("/api/admin/critic-reviews/retry-failed")).body).toEqual({ retried: 0 });
    });
  });
});
