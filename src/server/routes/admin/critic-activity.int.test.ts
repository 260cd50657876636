import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, criticReviewSubmissions, criticReviews, emails } from "../../db/schema";
import { localDate } from "../../lib/dates";
import { addDays, daysBetween, lastWeeks } from "../../services/insight/calendar";
import { criticActivity } from "../../services/insight/critic-activity";
import { uniqueCriticName, validSubmission } from "../../test/critic-data";
import { type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";
import { startSmtpServer } from "../../test/smtp";
import type { TestClient } from "../../test/test-client";

// The critics' activity reads the local copy of the critic database (critic_reviews); with the built-in
// critic database that table is the critic database itself.
describe("critic activity and nudges", () => {
  let t: CriticTestApp;
  let admin: TestClient;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const today = localDate("UTC");
  let serial = 0;

  /** A review dated and submitted `daysAgo` days before today (submitted at noon UTC, APP_TIMEZONE's zone). */
  const review = async (reviewer: string, daysAgo: number, rating: number) => {
    const submissionId = `activity-${reviewer}-${serial++}`;
    await t.ctx.criticDb.upsertReviews([
      {
        submissionId,
        reviewer,
        publication: "Activity Weekly",
        podcast: `Podcast ${serial}`,
        snippet: "A snippet of a critic review for the activity tests.",
        rating,
        date: addDays(today, -daysAgo),
        url: "https://example.com/r",
      },
    ]);
    await t.ctx.db
      .update(criticReviews)
      .set({ submittedAt: new Date(`${addDays(today, -daysAgo)}T12:00:00Z`) })
      .where(eq(criticReviews.submissionId, submissionId));
  };

  const critics = async () =>
    (await admin.get<{ name: string }[]>("/api/admin/critic-names")).body as unknown as Record<
      string,
      unknown
    >[];
  const find = async (name: string) => (await critics()).find((c) => c.name === name)!;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createCriticTestApp("builtin", { env: { SMTP_URL: smtp.url, PUBLIC_CACHE_SECONDS: "0" } });
    ({ client: admin } = await t.signedIn({ role: "admin", username: `activity_admin_${Date.now()}` }));
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("answers each critic's reviews in 30 days, total, average rating, last date, title, status and 12 weeks", async () => {
    const active = uniqueCriticName("Active");
    const quiet = uniqueCriticName("Quiet");
    const inactive = uniqueCriticName("Inactive");
    const silent = uniqueCriticName("Silent");
    for (const name of [active, quiet, inactive, silent]) {
      await t.ctx.criticDb.createCriticName({ name, publication: `${name} Weekly` });
    }
    // The last 30 days are the 30 calendar days ending today: 29 days ago is in, 30 days ago is out
    // (issue 29 item 7).
    await review(active, 0, 4);
    await review(active, 7, 3.5);
    await review(active, 29, 5);
    await review(active, 30, 2);
    await review(active, 200, 1);
    await review(quiet, 30, 3);
    await review(quiet, 90, 4);
    await review(inactive, 91, 2.5);

    expect(await find(active)).toMatchObject({
      reviewsLast30Days: 3,
      totalReviews: 5,
      averageRating: 3.1,
      lastReviewDate: today,
      title: "Apprentice Listener",
      activity: "active",
      lastNudgedAt: null,
    });
    const weekly = (await find(active)).weekly as number[];
    expect(weekly).toHaveLength(12);
    expect(weekly[11]! + weekly[10]!).toBeGreaterThanOrEqual(2); // today and a week ago
    expect(weekly.reduce((a, b) => a + b, 0)).toBe(4); // 200 days ago is outside 12 weeks

    expect(await find(quiet)).toMatchObject({
      reviewsLast30Days: 0,
      totalReviews: 2,
      averageRating: 3.5,
      activity: "quiet",
    });
    expect(await find(inactive)).toMatchObject({ totalReviews: 1, activity: "inactive" });
    expect(await find(silent)).toMatchObject({
      reviewsLast30Days: 0,
      totalReviews: 0,
      averageRating: null,
      lastReviewDate: null,
      title: "Cadet Critic",
      activity: "inactive",
      weekly: new Array(12).fill(0),
    });
  });

  it("agrees with its reviews counted one by one after writes made once its roll-ups exist", async () => {
    // Decision 0060: totals and ratings come from critic_review_tallies, closed sparkline weeks from
    // critic_review_weeks; both are kept by triggers after the zone's first read.
    const [a, b] = [uniqueCriticName("Rolled A"), uniqueCriticName("Rolled B")];
    for (const name of [a, b]) await t.ctx.criticDb.createCriticName({ name, publication: `${name} Weekly` });
    await review(a, 3, 4);
    await review(a, 20, 2);
    await review(b, 40, 3);
    await critics(); // the zone's roll-ups exist from here on
    await review(a, 50, 1);
    await review(b, 10, 5);
    await review(b, 0, 2.5);
    const rowsOf = () =>
      t.ctx.db
        .select()
        .from(criticReviews)
        .where(inArray(criticReviews.reviewer, [a, b]))
        .orderBy(criticReviews.id);
    const [a3, a20, b40] = await rowsOf();
    await t.ctx.db
      .update(criticReviews)
      .set({ reviewer: b, rating: null, submittedAt: new Date(`${addDays(today, -15)}T12:00:00Z`) })
      .where(eq(criticReviews.id, a3!.id));
    await t.ctx.db.update(criticReviews).set({ rating: 4.5 }).where(eq(criticReviews.id, b40!.id));
    await t.ctx.db.delete(criticReviews).where(eq(criticReviews.id, a20!.id));

    const rows = await rowsOf();
    const weeks = lastWeeks(today, 12);
    for (const name of [a, b]) {
      const own = rows.filter((r) => r.reviewer === name);
      const day = (r: (typeof own)[number]) => r.submittedAt.toISOString().slice(0, 10);
      const rated = own.filter((r) => r.rating !== null);
      const weekly = new Array<number>(12).fill(0);
      for (const r of own) {
        if (day(r) >= weeks[0]!) weekly[Math.floor(daysBetween(weeks[0]!, day(r)) / 7)]! += 1;
      }
      expect(await find(name), name).toMatchObject({
        totalReviews: own.length,
        reviewsLast30Days: own.filter((r) => daysBetween(day(r), today) < 30).length,
        averageRating: Math.round((rated.reduce((n, r) => n + r.rating!, 0) / rated.length) * 10) / 10,
        lastReviewDate: own
          .map((r) => r.date)
          .sort()
          .at(-1),
        weekly,
      });
    }
  });

  it("counts the last 30 days and the 12 weeks alike whichever weekday today is", async () => {
    // Decision 0060: whole weeks of the last 30 days come from critic_review_weeks, the days before the
    // window's first Monday and the current week from the reviews; every split must add up.
    const name = uniqueCriticName("Weekdays");
    const base = addDays(today, -120);
    await criticActivity(t.ctx.db, "UTC"); // the zone's roll-ups exist from here on
    const days = Array.from({ length: 100 }, (_, i) => addDays(base, i - 90));
    await t.ctx.db.insert(criticReviews).values(
      days.flatMap((day, i) =>
        Array.from({ length: (i % 3) + 1 }, (_, k) => ({
          reviewer: name,
          publication: "Weekday Weekly",
          podcast: `Weekday ${i}-${k}`,
          snippet: "Counted on its day.",
          rating: 3,
          date: day,
          submittedAt: new Date(`${day}T${String(k * 11).padStart(2, "0")}:30:00Z`),
        })),
      ),
    );
    const rows = await t.ctx.db.select().from(criticReviews).where(eq(criticReviews.reviewer, name));
    const dayOf = (r: (typeof rows)[number]) => r.submittedAt.toISOString().slice(0, 10);
    for (let offset = 0; offset < 8; offset++) {
      const now = addDays(base, offset);
      const weeks = lastWeeks(now, 12);
      const seen = rows.filter((r) => dayOf(r) <= now);
      const weekly = new Array<number>(12).fill(0);
      for (const r of seen) {
        if (dayOf(r) >= weeks[0]!) weekly[Math.floor(daysBetween(weeks[0]!, dayOf(r)) / 7)]! += 1;
      }
      const activity = (await criticActivity(t.ctx.db, "UTC", new Date(`${now}T23:00:00Z`)))(name);
      expect(activity, now).toMatchObject({
        reviewsLast30Days: seen.filter((r) => daysBetween(dayOf(r), now) < 30).length,
        weekly,
      });
    }
  });

  it("counts by submission time: a review dated long ago and submitted today is this week's and month's", async () => {
    // issue 29 items 3 and 7: activity, trends and the leaderboard's month agree.
    const { client, name } = await t.critic();
    const thisWeek = async () => (await admin.get("/api/admin/stats/trends")).body.weeks.at(-1);
    const before = await thisWeek();
    const old = validSubmission({ date: "2026-06-01", podcastName: "Dated Long Ago" });
    expect((await client.post("/api/airtable/reviews", old)).status).toBe(201);
    for (const stage of ["waiting", "delivered"]) {
      expect(await find(name), stage).toMatchObject({ reviewsLast30Days: 1, activity: "active" });
      const after = await thisWeek();
      expect(after.criticReviews, stage).toBe(before.criticReviews + 1);
      await t.deliver();
    }
    const month = await t.client().get("/api/critics?period=month");
    expect(month.body.items.find((i: { name: string }) => i.name === name)).toMatchObject({ count: 1 });
  });

  it("puts a review submitted 29 days ago in the last 30 days everywhere, and one 30 days ago nowhere", async () => {
    const { name } = await t.critic();
    await review(name, 30, 3);
    expect(await find(name)).toMatchObject({ reviewsLast30Days: 0, activity: "quiet" });
    const month = async () =>
      (await t.client().get("/api/critics?period=month")).body.items.find(
        (i: { name: string }) => i.name === name,
      );
    expect(await month()).toBeUndefined();
    await review(name, 29, 4);
    expect(await find(name)).toMatchObject({ reviewsLast30Days: 1, activity: "active" });
    expect(await month()).toMatchObject({ count: 1 });
  });

  it("counts reviews waiting for delivery, never failed ones", async () => {
    const { client, name } = await t.critic();
    expect((await client.post("/api/airtable/reviews", validSubmission())).status).toBe(201);
    expect(await find(name)).toMatchObject({ totalReviews: 1, reviewsLast30Days: 1, activity: "active" });
    await t.ctx.db
      .update(criticReviewSubmissions)
      .set({ status: "failed" })
      .where(eq(criticReviewSubmissions.reviewer, name));
    expect(await find(name)).toMatchObject({ totalReviews: 0, activity: "inactive" });
  });

  describe("nudge", () => {
    const nudge = (name: string) => admin.post(`/api/admin/critic-names/${encodeURIComponent(name)}/nudge`);

    it("e-mails the critic their title and review count, once per 7 days, recorded in the audit log", async () => {
      const name = uniqueCriticName("Nudged");
      const email = `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`;
      await t.ctx.criticDb.createCriticName({ name, publication: `${name} Weekly` });
      await t.createUser({ criticName: name, name: "Nudged Critic", email });
      for (let i = 0; i < 3; i++) await review(name, 60 + i, 4);

      const first = await nudge(name);
      expect(first.status).toBe(200);
      expect(first.body.message).toBe(`Nudge sent to ${email}.`);
      await t.deliver();
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      expect(mail.subject).toBe("We miss your reviews, Apprentice Listener");
      expect(mail.text).toContain("You are Apprentice Listener");
      expect(mail.text).toContain("with 3 reviews so far");
      expect(mail.text).toContain("http://localhost:5000/critic/add-review");

      const [entry] = await t.ctx.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, "critic.nudge"))
        .orderBy(auditEvents.id);
      expect(entry).toMatchObject({ targetType: "critic", targetLabel: name });
      expect(entry!.after).toMatchObject({ title: "Apprentice Listener", totalReviews: 3 });
      expect((await find(name)).lastNudgedAt).toBe(entry!.createdAt.toISOString());

      const second = await nudge(name.toUpperCase());
      expect(second.status).toBe(429);
      expect(second.body.message).toBe(
        "This critic was nudged less than 7 days ago. You can nudge them again in 7 days.",
      );
      expect(Number(second.headers["retry-after"])).toBeGreaterThan(6 * 86_400);
      const sent = await t.ctx.db.select().from(emails).where(eq(emails.toAddress, email));
      expect(sent).toHaveLength(1);

      // Eight days later the critic can be nudged again.
      await t.ctx.db
        .update(auditEvents)
        .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
        .where(eq(auditEvents.id, entry!.id));
      expect((await nudge(name)).status).toBe(200);
    });

    it("explains why a critic cannot be nudged", async () => {
      expect((await nudge("Nobody By This Name")).body).toEqual({
        code: "not_found",
        message: "This critic name does not exist in the critic database.",
      });
      const unheld = uniqueCriticName("Unheld");
      await t.ctx.criticDb.createCriticName({ name: unheld, publication: "P" });
      const noAccount = await nudge(unheld);
      expect(noAccount.status).toBe(400);
      expect(noAccount.body.message).toBe("No account holds this critic name, so there is nobody to nudge.");

      const { name } = await t.critic();
      const noEmail = await nudge(name);
      expect(noEmail.status).toBe(400);
      expect(noEmail.body.message).toBe(
        "The critic's account has no e-mail address. Add one on the Users page first.",
      );
    });
  });
});
