import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, passwordResetTokens, users } from "../../db/schema";
import { syncCriticReviews } from "../../services/critic/airtable-sync";
import { uniqueCriticName } from "../../test/critic-data";
import { CRITIC_DB_KINDS, type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";
import { startSmtpServer } from "../../test/smtp";
import { uniqueUsername } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

describe.each(CRITIC_DB_KINDS)("critic administration (%s critic database)", (kind) => {
  let t: CriticTestApp;
  let admin: TestClient;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createCriticTestApp(kind, { env: { SMTP_URL: smtp.url } });
    ({ client: admin } = await t.signedIn({ role: "admin", username: uniqueUsername("critadmin") }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Reviews written in the critic database directly; counts see them once the local copy has them. */
  const reviews = async (reviewer: string, count: number) => {
    await t.ctx.criticDb.upsertReviews(
      Array.from({ length: count }, (_, i) => ({
        submissionId: `${reviewer}-${Date.now()}-${i}`,
        reviewer,
        publication: "Somewhere",
        podcast: `Podcast ${i}`,
        snippet: "A snippet of a critic review for the milestone tests.",
        rating: 4,
        date: "2025-02-01",
        url: "https://example.com/r",
      })),
    );
    await syncCriticReviews(t.ctx);
  };

  describe("GET /api/admin/critic-names", () => {
    it("lists id, name, publication and total_reviews, every publication, and who holds the name", async () => {
      const name = uniqueCriticName("Listed");
      await t.ctx.criticDb.createCriticName({ name, publication: "First Pub" });
      await t.ctx.criticDb.addPublication(name, "Second Pub");
      await reviews(name, 2);
      const holder = await t.createUser({ criticName: name });
      const res = await admin.get("/api/admin/critic-names");
      expect(res.status).toBe(200);
      const entry = res.body.find((c: { name: string }) => c.name === name);
      expect(entry).toMatchObject({
        name,
        publication: "First Pub",
        total_reviews: 2,
        assignedUserId: holder.id,
        assignedUsername: holder.username,
      });
      expect(typeof entry.id).toBe("string");
      expect(entry.publications.map((p: { name: string }) => p.name)).toEqual(["First Pub", "Second Pub"]);
    });
  });

  describe("assigning a critic name", () => {
    it("refuses a name that does not exist in the critic database", async () => {
      const user = await t.createUser({ status: "pending" });
      const res = await admin.put(`/api/users/${user.id}`, {
        name: "Nobody By This Name",
        role: "critic",
        status: "active",
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("This critic name does not exist in the critic database.");
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ criticName: null, status: "pending" });
    });

    it("stores the name as the critic database spells it", async () => {
      const name = uniqueCriticName("Spelled Right");
      await t.ctx.criticDb.createCriticName({ name, publication: "Pub" });
      const user = await t.createUser();
      const res = await admin.put(`/api/users/${user.id}`, {
        name: name.toLowerCase(),
        role: "critic",
        status: "active",
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ criticName: name, name });
    });
  });

  describe("POST /api/admin/critic-names (Add New Critic)", () => {
    it("creates the critic name with its publication, and records it", async () => {
      const name = uniqueCriticName("Fresh");
      const res = await admin.post("/api/admin/critic-names", { name, publication: "The Fresh Take" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        message: `${name} (The Fresh Take) was added to the critic database.`,
        critic: { name, publication: "The Fresh Take", total_reviews: 0, assignedUserId: null },
        user: null,
      });
      expect(await t.ctx.criticDb.findCriticName(name)).toMatchObject({
        name,
        publication: "The Fresh Take",
      });
      const [entry] = await t.ctx.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, "critic.create"), eq(auditEvents.targetLabel, name)));
      expect(entry?.after).toEqual({ name, publication: "The Fresh Take" });
    });

    it("creates an invited account that sets its password through the e-mailed link (valid 7 days)", async () => {
      const name = uniqueCriticName("Invited");
      const username = uniqueUsername("invitee");
      const email = `${username}@example.com`;
      const res = await admin.post("/api/admin/critic-names", {
        name,
        publication: "Invite Weekly",
        account: { username, email: email.toUpperCase() },
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toContain(`An invitation was sent to ${email}.`);
      expect(res.body.user).toMatchObject({
        username,
        name,
        email,
        criticName: name,
        role: "critic",
        status: "active",
        lastLogin: null,
      });
      expect(res.body.critic.assignedUsername).toBe(username);

      // The link's token is made as the e-mail leaves (issue 48 item 3), valid 7 days from then.
      await t.ctx.worker.drain();
      const [token] = await t.ctx.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, res.body.user.id));
      expect(token!.purpose).toBe("invite");
      const days = (token!.expiresAt.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      expect(mail.subject).toBe("You're invited to Critics' Corner");
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(username);
        expect(part).toContain("Invite Weekly");
      }
      const link = /http:\/\/localhost:5000\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
      expect(mail.html).toContain(link);
      expect((await t.client().get(`/api/validate-reset-token/${link}`)).body).toEqual({ valid: true });
      const reset = await t
        .client()
        .post("/api/reset-password", { token: link, password: "invited-Pass-42" });
      expect(reset.status).toBe(200);
      const login = await t.client().post("/api/login", { username, password: "invited-Pass-42" });
      expect(login.status).toBe(200);
      expect(login.body.user.criticName).toBe(name);
    });

    it("refuses a name that already exists, whatever its case, or that a user holds", async () => {
      const name = uniqueCriticName("Twice");
      expect((await admin.post("/api/admin/critic-names", { name, publication: "P" })).status).toBe(201);
      const again = await admin.post("/api/admin/critic-names", {
        name: name.toUpperCase(),
        publication: "P",
      });
      expect(again.status).toBe(409);
      const held = uniqueCriticName("Held");
      await t.createUser({ criticName: held });
      const res = await admin.post("/api/admin/critic-names", { name: held, publication: "P" });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("A user already holds this critic name.");
    });

    it("refuses a username that is taken before anything is created", async () => {
      const existing = await t.createUser();
      const name = uniqueCriticName("Not Created");
      const res = await admin.post("/api/admin/critic-names", {
        name,
        publication: "P",
        account: { username: existing.username.toUpperCase(), email: "x@example.com" },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("Username already exists. Please choose another.");
      expect(await t.ctx.criticDb.findCriticName(name)).toBeNull();
    });

    it("refuses bad input with the field's message", async () => {
      const cases: [unknown, string][] = [
        [{ publication: "P" }, "Required"],
        [{ name: "A", publication: "P" }, "Critic name must be at least 2 characters"],
        [{ name: "Okay Name", publication: "  " }, "Publication name is required"],
        [
          { name: "Okay Name", publication: "P", account: { username: "ab", email: "a@b.co" } },
          "Username must be at least 3 characters",
        ],
        [
          { name: "Okay Name", publication: "P", account: { username: "abc", email: "nope" } },
          "Please enter a valid email",
        ],
        [{ name: "Okay Name", publication: "P", account: { username: "abc" } }, "Required"],
      ];
      for (const [body, message] of cases) {
        const res = await admin.post("/api/admin/critic-names", body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message, JSON.stringify(body)).toBe(message);
      }
    });
  });

  describe("POST /api/admin/critic-names/:name/publications", () => {
    it("adds a further publication; refuses a duplicate, an unknown critic and an empty name", async () => {
      const name = uniqueCriticName("Multi");
      await t.ctx.criticDb.createCriticName({ name, publication: "One" });
      const url = `/api/admin/critic-names/${encodeURIComponent(name)}/publications`;
      const res = await admin.post(url, { publication: "Two" });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(`Two was added to the publications of ${name}.`);
      expect(res.body.critic.publications.map((p: { name: string }) => p.name)).toEqual(["One", "Two"]);
      expect((await admin.post(url, { publication: "two" })).status).toBe(409);
      expect((await admin.post(url, { publication: "" })).body.message).toBe("Publication name is required");
      const unknown = await admin.post("/api/admin/critic-names/Nobody%20Here/publications", {
        publication: "X",
      });
      expect(unknown.status).toBe(404);
      const info = await admin.get(`/api/critic/${encodeURIComponent(name)}/info`);
      expect(info.body.hasMultiplePublications).toBe(true);
    });
  });

  describe("POST /api/admin/check-milestone/:userId", () => {
    it("e-mails the title when it is new, and not again until the next title", async () => {
      const name = uniqueCriticName("Milestoned");
      await t.ctx.criticDb.createCriticName({ name, publication: "P" });
      const email = `${uniqueUsername("ms")}@example.com`;
      const user = await t.createUser({ criticName: name, name, email });
      await reviews(name, 8);
      const url = `/api/admin/check-milestone/${user.id}`;

      const first = await admin.post(url);
      expect(first.status).toBe(200);
      expect(first.body.message).toBe(
        `${name} has 8 reviews: title "Review Sergeant". Next: "Master Reviewer" at 12 reviews. An achievement email was sent to ${email}.`,
      );
      await t.ctx.worker.drain();
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      expect(mail.subject).toBe("New critic title: Review Sergeant");
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain("8 reviews");
        expect(part).toContain("Your verdicts are getting sharper");
        expect(part).toContain("Master Reviewer");
      }

      const second = await admin.post(url);
      expect(second.body.message).toContain(
        "No email was sent: they were already congratulated on this title.",
      );
      await reviews(name, 4);
      const third = await admin.post(url);
      expect(third.body.message).toContain('title "Master Reviewer"');
      expect(third.body.message).toContain("An achievement email was sent");
      await t.ctx.worker.drain();
      await smtp.waitFor((m) => m.to.includes(email) && m.subject === "New critic title: Master Reviewer");
      expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(2);
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.lastMilestoneTitle).toBe("Master Reviewer");
      const entries = await t.ctx.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, "milestone.check"), eq(auditEvents.targetId, String(user.id))));
      expect(entries.map((e) => e.after?.emailed)).toEqual([true, false, true]);
    });

    it("sends one e-mail when two checks run at once", async () => {
      const name = uniqueCriticName("Twin Check");
      await t.ctx.criticDb.createCriticName({ name, publication: "P" });
      const email = `${uniqueUsername("twin")}@example.com`;
      const user = await t.createUser({ criticName: name, email });
      await reviews(name, 3);
      const answers = await Promise.all([
        admin.post(`/api/admin/check-milestone/${user.id}`),
        admin.post(`/api/admin/check-milestone/${user.id}`),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.filter((a) => a.body.message.includes("An achievement email was sent"))).toHaveLength(1);
    });

    it("says so when the user has no e-mail, and sends nothing", async () => {
      const name = uniqueCriticName("No Mail");
      await t.ctx.criticDb.createCriticName({ name, publication: "P" });
      const user = await t.createUser({ criticName: name, email: null });
      const res = await admin.post(`/api/admin/check-milestone/${user.id}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(
        `${name} has 0 reviews: title "Cadet Critic". Next: "Apprentice Listener" at 3 reviews. No email was sent because the user has no email address.`,
      );
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.lastMilestoneTitle).toBeNull();
    });

    it("answers 400 without a critic name or for a bad id, 404 for an unknown user", async () => {
      const user = await t.createUser({ criticName: null });
      const none = await admin.post(`/api/admin/check-milestone/${user.id}`);
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(
        "This user has no critic name assigned, so there is no milestone to check.",
      );
      expect((await admin.post("/api/admin/check-milestone/abc")).body.message).toBe("Invalid user ID");
      expect((await admin.post("/api/admin/check-milestone/987654")).status).toBe(404);
    });
  });
});
