import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criticReviews, episodes, users } from "../../db/schema";
import { addPodcast } from "../../test/catalogue-fixtures";
import { startSmtpServer } from "../../test/smtp";
import { createTestApp, type TestApp } from "../../test/test-app";
import { uniqueCriticName } from "../../test/critic-data";
import { digestWeekAt } from "./digest-week";
import { sendDigests } from "./digests";
import { UNSUBSCRIBE_EXPIRED, UNSUBSCRIBE_INVALID, unsubscribeToken } from "./unsubscribe-token";
import { UNSUBSCRIBED } from "./unsubscribe";

/** Weekly digests through the real SMTP test server (issue 53 items 3 and 4), on both databases. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: "https://corner.example" } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function memberFollowingACritic() {
  const name = uniqueCriticName();
  const critic = await t.createUser({ role: "critic", status: "active", criticName: name, name });
  const member = await t.signedIn({
    email: `${uniqueCriticName("reader").toLowerCase().replace(/\W/g, "")}@example.com`,
  });
  expect((await member.client.put(`/api/critics/${critic.slug}/follow`)).status).toBe(204);
  return { critic, name, member };
}

const review = (reviewer: string, snippet: string) =>
  t.ctx.db.insert(criticReviews).values({
    reviewer,
    publication: `${reviewer} Weekly`,
    podcast: "Unlisted Show",
    snippet,
    rating: 4.5,
    date: "2026-12-01",
  });

const runWeek = async () => {
  const now = new Date();
  const result = await sendDigests(t.ctx.db, t.ctx.config, digestWeekAt("UTC", t.ctx.config.digest, now), {
    now: () => now,
  });
  await t.ctx.worker.drain();
  return result;
};

describe("the weekly digest", () => {
  it("sends one digest a week with both parts, absolute links and the one-click headers", async () => {
    const { name, critic, member } = await memberFollowingACritic();
    const quiet = await memberFollowingACritic(); // follows a critic with nothing new: gets nothing
    await review(name, "A rare find: every episode lands.");
    await runWeek();

    const mails = smtp.messages.filter((m) => m.to.includes(member.user.email!));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("What's new from who you follow on Critics' Corner");
    expect(mail.text).toContain(`${name} (critic) on Unlisted Show — ★ 4.5`);
    expect(mail.text).toContain("A rare find: every episode lands.");
    expect(mail.text).toContain(`https://corner.example/critics/${critic.slug}`);
    expect(mail.html).toContain("A rare find: every episode lands.");
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs) expect(href.startsWith("https://corner.example/")).toBe(true);
    const link = /^<(https:\/\/corner\.example\/unsubscribe\/[^>]+)>$/.exec(
      mail.headers["list-unsubscribe"] ?? "",
    );
    expect(link).not.toBeNull();
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // Every attempt at one stored e-mail carries one Message-ID, so a resend after a crash is dropped.
    expect(mail.headers["message-id"]).toMatch(/^<email-\d+@[^>]+>$/);
    expect(mail.text).toContain(link![1]);
    expect(smtp.messages.some((m) => m.to.includes(quiet.member.user.email!))).toBe(false);

    // Again in the same week (a second run, instance or restart): nothing more.
    await review(name, "And another one, the same week.");
    expect((await runWeek()).queued).toBe(0);
    expect(smtp.messages.filter((m) => m.to.includes(member.user.email!))).toHaveLength(1);
    const rows = await t.ctx.db.execute(
      sql`select items from digest_sends where user_id = ${member.user.id}`,
    );
    expect(rows.rows).toEqual([{ items: 1 }]);

    // The one-click POST (RFC 8058) turns it off for this member only, signed out.
    const path = new URL(link![1]!).pathname;
    const post = await t.client().request("POST", path, "List-Unsubscribe=One-Click", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(post.status).toBe(200);
    expect(post.body).toEqual({ message: UNSUBSCRIBED });
    expect((await member.client.get("/api/user")).body.user.digest).toBe("off");
    expect((await quiet.member.client.get("/api/user")).body.user.digest).toBe("weekly");
  });

  it("sends one digest per member when two runs go at once, as on two instances", async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => memberFollowingACritic()));
    for (const { name } of members) await review(name, "Twice the runs, once the mail.");
    const now = new Date();
    const week = digestWeekAt("UTC", t.ctx.config.digest, now);
    const runs = await Promise.all(
      [1, 2].map(() => sendDigests(t.ctx.db, t.ctx.config, week, { now: () => now })),
    );
    expect(runs[0]!.queued + runs[1]!.queued).toBe(members.length);
    await t.ctx.worker.drain();
    for (const { member } of members)
      expect(smtp.messages.filter((m) => m.to.includes(member.user.email!))).toHaveLength(1);
  });

  it("tells a podcast's follower of its new episode, linked to the episode's page", async () => {
    const podcast = await addPodcast(t.ctx);
    const member = await t.signedIn({ email: `episodes-${Date.now()}@example.com` });
    expect((await member.client.put(`/api/podcasts/${podcast.id}/follow`)).status).toBe(204);
    const [episode] = await t.ctx.db
      .insert(episodes)
      .values({
        podcastId: podcast.id,
        guid: "e1",
        title: "The Pilot",
        description: "It begins.",
        announcedAt: new Date(),
      })
      .returning();
    await runWeek();
    const mail = smtp.messages.find((m) => m.to.includes(member.user.email!));
    expect(mail?.text).toContain("1 new episode since your last digest:");
    expect(mail?.text).toContain(`New episode of ${podcast.title}\n  The Pilot: It begins.`);
    expect(mail?.text).toContain(`https://corner.example/episodes/${episode!.id}`);
  });

  it("sends nothing to a member who turned it off, and skips suspended members", async () => {
    const off = await memberFollowingACritic();
    await off.member.client.put("/api/user/digest", { digest: "off" });
    const suspended = await memberFollowingACritic();
    await t.ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, suspended.member.user.id));
    await review(off.name, "New for the member who said no.");
    await review(suspended.name, "New for the suspended member.");
    await runWeek();
    const to = smtp.messages.flatMap((m) => m.to);
    expect(to).not.toContain(off.member.user.email);
    expect(to).not.toContain(suspended.member.user.email);
  });
});

describe("the unsubscribe link", () => {
  it("works signed out on GET and says what it did, as a page", async () => {
    const { member } = await memberFollowingACritic();
    const token = unsubscribeToken(t.ctx.config.sessionSecret, member.user.id);
    const page = await t.client().get(`/unsubscribe/${token}`, { accept: "text/html" });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.text).toContain("Unsubscribed from the weekly digest");
    expect(page.text).toContain("You will get no more weekly digests.");
    expect((await member.client.get("/api/user")).body.user.digest).toBe("off");
    // Twice is fine.
    expect((await t.client().get(`/unsubscribe/${token}`)).status).toBe(200);
  });

  it("answers a forged, altered or old token with a clear 400, and touches nobody", async () => {
    const { member } = await memberFollowingACritic();
    const other = await memberFollowingACritic();
    const secret = t.ctx.config.sessionSecret;
    const token = unsubscribeToken(secret, member.user.id);
    const [, day, signature] = token.split(".");
    const cases = [
      [`${other.member.user.id}.${day}.${signature}`, UNSUBSCRIBE_INVALID], // someone else's id
      [unsubscribeToken("another-secret-of-at-least-32-chars!", other.member.user.id), UNSUBSCRIBE_INVALID],
      ["not-a-token", UNSUBSCRIBE_INVALID],
      [
        unsubscribeToken(secret, other.member.user.id, new Date(Date.now() - 200 * 86_400_000)),
        UNSUBSCRIBE_EXPIRED,
      ],
    ] as const;
    for (const [bad, message] of cases) {
      const res = await t.client().get(`/unsubscribe/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ code: "bad_request", message });
      const page = await t.client().get(`/unsubscribe/${bad}`, { accept: "text/html" });
      expect(page.status).toBe(400);
      expect(page.text).toContain("This link did not work");
    }
    expect((await other.member.client.get("/api/user")).body.user.digest).toBe("weekly");
    expect((await member.client.get("/api/user")).body.user.digest).toBe("weekly");
  });
});
