import { podcastInputSchema } from "@shared/schemas/podcast";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criticReviews, reviews, users } from "../../db/schema";
import { weeklyTrends } from "../../services/insight/trends";
import { createPodcast } from "../../services/podcasts/admin-podcasts";
import { createReview } from "../../services/reviews/reviews";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

let t: TestApp;
let admin: TestClient;
let serial = 0;

async function userAt(createdAt: string) {
  const user = await t.createUser();
  await t.ctx.db
    .update(users)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(users.id, user.id));
  return user;
}

async function reviewAt(createdAt: string) {
  const podcast = await createPodcast(
    t.ctx,
    podcastInputSchema.parse({ title: `Trend Show ${serial++}`, publisher: "P", category: "News" }),
  );
  const author = await userAt("2026-01-01T00:00:00Z");
  const review = await createReview(t.ctx.db, author, {
    podcastId: podcast.id,
    title: "Trend",
    content: "A review placed in a week.",
    rating: 4,
  });
  await t.ctx.db
    .update(reviews)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(reviews.id, review.id));
}

/** A critic review dated `date`, submitted at `at` (noon UTC that day unless given). */
async function criticReviewOn(reviewer: string, date: string, at = `${date}T12:00:00Z`) {
  const submissionId = `trend-${serial++}`;
  await t.ctx.criticDb.upsertReviews([
    {
      submissionId,
      reviewer,
      publication: "Trend Weekly",
      podcast: "Some Podcast",
      snippet: "A critic review placed on a date.",
      rating: 4,
      date,
      url: "https://example.com/r",
    },
  ]);
  await t.ctx.db
    .update(criticReviews)
    .set({ submittedAt: new Date(at) })
    .where(eq(criticReviews.submissionId, submissionId));
}

beforeAll(async () => {
  t = await createTestApp();
  const adminName = `trends_admin_${Date.now()}`;
  ({ client: admin } = await t.signedIn({ role: "admin", username: adminName }));
  // Registered long before the weeks below, whatever today is (today's date fell in them from 2026-11-30).
  await t.ctx.db
    .update(users)
    .set({ createdAt: new Date("2026-01-01T00:00:00Z") })
    .where(eq(users.username, adminName));
  // Everything below lands in the weeks around New Year 2027 (Monday 2026-12-28 to Sunday 2027-01-03).
  await userAt("2026-12-31T12:00:00Z");
  await userAt("2027-01-03T23:30:00Z"); // Sunday night in UTC, Monday morning in Auckland
  await reviewAt("2027-01-01T00:30:00Z"); // Friday in UTC, Thursday evening in New York
  await reviewAt("2027-01-04T03:00:00Z"); // Monday in UTC, Sunday evening in New York
  await criticReviewOn("Trend Critic A", "2026-12-31");
  await criticReviewOn("Trend Critic A", "2027-01-02");
  await criticReviewOn("Trend Critic B", "2027-01-03");
  await criticReviewOn("Trend Critic B", "2027-01-04");
}, 180_000);
afterAll(() => t.close());

const week = (trends: Awaited<ReturnType<typeof weeklyTrends>>, weekStart: string) =>
  trends.weeks.find((w) => w.weekStart === weekStart);

describe("weekly trends", () => {
  const now = new Date("2027-01-20T12:00:00Z"); // a Wednesday

  it("answers the asked number of Monday weeks, oldest first, ending with the current week, zeros included", async () => {
    const trends = await weeklyTrends(t.ctx.db, "UTC", 12, now);
    expect(trends.weeks).toHaveLength(12);
    expect(trends.weeks.at(-1)?.weekStart).toBe("2027-01-18");
    expect(trends.weeks[0]?.weekStart).toBe("2026-11-02");
    expect(week(trends, "2026-11-02")).toEqual({
      weekStart: "2026-11-02",
      criticReviews: 0,
      userReviews: 0,
      registrations: 0,
      activeCritics: 0,
    });
  });

  it("buckets across the year boundary in UTC", async () => {
    const trends = await weeklyTrends(t.ctx.db, "UTC", 4, now);
    expect(trends.weeks.map((w) => w.weekStart)).toEqual([
      "2026-12-28",
      "2027-01-04",
      "2027-01-11",
      "2027-01-18",
    ]);
    expect(week(trends, "2026-12-28")).toMatchObject({
      criticReviews: 3,
      activeCritics: 2,
      userReviews: 1,
      registrations: 2,
    });
    expect(week(trends, "2027-01-04")).toMatchObject({
      criticReviews: 1,
      activeCritics: 1,
      userReviews: 1,
      registrations: 0,
    });
  });

  it("adds up the period and the as many weeks before it, counting each critic once per period", async () => {
    // Monday 2027-02-01: the 4 weeks are 2027-01-11 to 2027-02-01, the previous ones 2026-12-14 to 2027-01-04.
    const trends = await weeklyTrends(t.ctx.db, "UTC", 4, new Date("2027-02-01T09:00:00Z"));
    expect(trends.weeks.map((w) => w.weekStart)).toEqual([
      "2027-01-11",
      "2027-01-18",
      "2027-01-25",
      "2027-02-01",
    ]);
    expect(trends.periods.current).toEqual({
      criticReviews: 0,
      userReviews: 0,
      registrations: 0,
      activeCritics: 0,
    });
    // Critic A and B each wrote in both weeks of the previous period: two critics, not three week-critics.
    expect(trends.periods.previous).toEqual({
      criticReviews: 4,
      userReviews: 2,
      registrations: 2,
      activeCritics: 2,
    });
    const now4 = await weeklyTrends(t.ctx.db, "UTC", 4, now);
    expect(now4.periods.current).toEqual({
      criticReviews: 4,
      userReviews: 2,
      registrations: 2,
      activeCritics: 2,
    });
    expect(now4.periods.previous).toEqual({
      criticReviews: 0,
      userReviews: 0,
      registrations: 0,
      activeCritics: 0,
    });
  });

  it("buckets by the time zone's weeks", async () => {
    const newYork = await weeklyTrends(t.ctx.db, "America/New_York", 4, now);
    // Both reviews fall in the week of Monday 2026-12-28 in New York.
    expect(week(newYork, "2026-12-28")).toMatchObject({ userReviews: 2, registrations: 2 });
    expect(week(newYork, "2027-01-04")).toMatchObject({ userReviews: 0 });

    const auckland = await weeklyTrends(t.ctx.db, "Pacific/Auckland", 4, now);
    // Sunday 23:30 UTC is Monday in Auckland: that registration moves to the next week.
    expect(week(auckland, "2026-12-28")).toMatchObject({ registrations: 1 });
    expect(week(auckland, "2027-01-04")).toMatchObject({ registrations: 1, userReviews: 1 });
    // Critic reviews count by their submission time in the zone (issue 29 item 3): noon UTC on Sunday
    // 2027-01-03 is Monday in Auckland, so B's first review moves to the next week.
    expect(week(auckland, "2026-12-28")).toMatchObject({ criticReviews: 2, activeCritics: 1 });
    expect(week(auckland, "2027-01-04")).toMatchObject({ criticReviews: 2, activeCritics: 1 });
  });

  it("counts a critic review in the week it was submitted, not the week of its date", async () => {
    // issue 29 item 3: dated 2026-06-01, submitted on Wednesday 2027-06-16.
    await criticReviewOn("Trend Critic C", "2026-06-01", "2027-06-16T09:00:00Z");
    const trends = await weeklyTrends(t.ctx.db, "UTC", 2, new Date("2027-06-17T12:00:00Z"));
    expect(week(trends, "2027-06-14")).toMatchObject({ criticReviews: 1, activeCritics: 1 });
    expect(trends.periods.current).toMatchObject({ criticReviews: 1, activeCritics: 1 });
    const june2026 = await weeklyTrends(t.ctx.db, "UTC", 1, new Date("2026-06-02T12:00:00Z"));
    expect(june2026.weeks[0]).toMatchObject({ weekStart: "2026-06-01", criticReviews: 0 });
  });
});

describe("GET /api/admin/stats/trends", () => {
  it("answers 12 weeks by default, the last one being this week", async () => {
    const response = await admin.get("/api/admin/stats/trends");
    expect(response.status).toBe(200);
    expect(response.body.weeks).toHaveLength(12);
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(response.body.weeks.at(-1).weekStart).toBe(monday.toISOString().slice(0, 10));
    expect(Object.keys(response.body.periods).sort()).toEqual(["current", "previous"]);
    expect(Object.keys(response.body.weeks[0]).sort()).toEqual(
      ["activeCritics", "criticReviews", "registrations", "userReviews", "weekStart"].sort(),
    );
    expect((await admin.get("/api/admin/stats/trends?weeks=52")).body.weeks).toHaveLength(52);
    expect((await admin.get("/api/admin/stats/trends?weeks=4")).body.weeks).toHaveLength(4);
  });

  // issue 29 item 8: numbers are plain decimal digits (0x10 was read as 16, 1e1 as 10).
  it.each(["3", "53", "12.5", "abc", "-4", "0x10", "1e1", "+12", " 12", "012e0"])(
    "refuses weeks=%s with a clear message",
    async (weeks) => {
      const response = await admin.get(`/api/admin/stats/trends?weeks=${weeks}`);
      expect(response.status).toBe(400);
      expect(response.text).toContain("weeks must be a whole number from 4 to 52");
    },
  );

  it("reads an empty parameter as not given, on every route alike (issue 29 item 8)", async () => {
    const empty = await admin.get("/api/admin/stats/trends?weeks=");
    expect(empty.status).toBe(200);
    expect(empty.body.weeks).toHaveLength(12);
    const board = await t.client().get("/api/critics?period=");
    expect(board.status).toBe(200);
    expect(board.body.period).toBe("month");
    const users = await admin.get("/api/users?page=&pageSize=&status=&role=&sort=");
    expect(users.status).toBe(200);
    const applications = await admin.get("/api/admin/critic-applications?status=&page=");
    expect(applications.status).toBe(200);
    const audit = await admin.get("/api/admin/audit?actorId=&page=");
    expect(audit.status).toBe(200);
    // Anything else is a 400 that names the parameter.
    const period = await t.client().get("/api/critics?period=year");
    expect(period.status).toBe(400);
    expect(period.body.message).toContain("period");
    const page = await admin.get("/api/admin/audit?page=0x2");
    expect(page.status).toBe(400);
    expect(page.body.message).toContain("page");
  });

  it("is for administrators only", async () => {
    expect((await t.client().get("/api/admin/stats/trends")).status).toBe(401);
    const { client } = await t.signedIn();
    expect((await client.get("/api/admin/stats/trends")).status).toBe(403);
  });
});
