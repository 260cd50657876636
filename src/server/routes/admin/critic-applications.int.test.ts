import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, criticApplications, users } from "../../db/schema";
import { uniqueCriticName } from "../../test/critic-data";
import { CRITIC_DB_KINDS, type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";
import { validApplication } from "../../test/programme-fixtures";
import { startSmtpServer } from "../../test/smtp";
import { uniqueUsername } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

// Issue 32 §2: administrators list the applications and decide on them.

describe.each(CRITIC_DB_KINDS)("deciding on critic applications (%s critic database)", (kind) => {
  let t: CriticTestApp;
  let admin: TestClient;
  let adminUsername: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createCriticTestApp(kind, { env: { SMTP_URL: smtp.url } });
    adminUsername = uniqueUsername("decider");
    ({ client: admin } = await t.signedIn({ role: "admin", username: adminUsername }));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A pending account (with an e-mail) that has applied; answers the account and the application. */
  async function applied(overrides: Record<string, unknown> = {}) {
    const email = `${uniqueUsername("applicant").toLowerCase()}@example.com`;
    const { client, user } = await t.signedIn({ role: "critic", status: "pending", criticName: null, email });
    const res = await client.post("/api/critic-applications", validApplication(overrides));
    expect(res.status).toBe(201);
    return { client, user, application: res.body as { id: number; criticName: string } };
  }

  const approve = (id: number, body?: unknown) =>
    admin.post(`/api/admin/critic-applications/${id}/approve`, body);
  const decline = (id: number, reason = "The links did not lead to any published review.") =>
    admin.post(`/api/admin/critic-applications/${id}/decline`, { reason });
  const audit = (action: "application.approve" | "application.decline" | "user.assign_critic", id: string) =>
    t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, id)));

  describe("GET /api/admin/critic-applications", () => {
    it("lists open applications oldest first with the applicant's account, paged with the total", async () => {
      const first = await applied();
      const second = await applied();
      const res = await admin.get("/api/admin/critic-applications?pageSize=100");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ page: 1, pageSize: 100, total: expect.any(Number) });
      const ids = res.body.items.map((item: { id: number }) => item.id);
      expect(ids.indexOf(first.application.id)).toBeLessThan(ids.indexOf(second.application.id));
      expect(res.body.items.find((item: { id: number }) => item.id === first.application.id)).toEqual({
        ...first.application,
        userId: first.user.id,
        username: first.user.username,
        name: first.user.name,
        email: first.user.email,
        decidedBy: null,
        reason: null,
      });

      const paged = await admin.get("/api/admin/critic-applications?status=open&page=2&pageSize=1");
      expect(paged.body).toMatchObject({ page: 2, pageSize: 1, total: res.body.total });
      expect(paged.body.items).toHaveLength(1);
      expect(paged.body.items[0].id).toBe(ids[1]);
    });

    it("lists decided ones by state, newest decision first, with who decided and why", async () => {
      const a = await applied();
      const b = await applied();
      await decline(a.application.id);
      await decline(b.application.id, "Please link to reviews you published yourself.");
      const res = await admin.get("/api/admin/critic-applications?status=declined");
      const [newest, older] = res.body.items;
      expect(newest).toMatchObject({
        id: b.application.id,
        status: "declined",
        decidedBy: adminUsername,
        reason: "Please link to reviews you published yourself.",
      });
      expect(older.id).toBe(a.application.id);
      expect((await admin.get("/api/admin/critic-applications?status=nope")).body.errors).toEqual({
        status: "status must be one of: open, approved, declined, withdrawn",
      });
    });
  });

  describe("approve", () => {
    it("assigns the critic name and publications as assigning a critic name does, e-mails and records it", async () => {
      const { client, user, application } = await applied({ publications: ["Pod Weekly", "Ear Review"] });
      const res = await approve(application.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: application.id,
        status: "approved",
        criticName: application.criticName,
        publications: ["Pod Weekly", "Ear Review"],
        decidedBy: adminUsername,
      });
      expect(res.body.decidedAt).not.toBeNull();

      // The account: exactly what PUT /api/users/:id with a critic name does.
      const me = await client.get("/api/user");
      expect(me.body.user).toMatchObject({
        criticName: application.criticName,
        name: application.criticName,
        role: "critic",
        status: "active",
        criticSlug: expect.any(String),
      });
      const record = await t.ctx.criticDb.findCriticName(application.criticName);
      expect(record?.publications.map((p) => p.name)).toEqual(["Pod Weekly", "Ear Review"]);
      const info = await client.get(`/api/critic/${encodeURIComponent(application.criticName)}/info`);
      expect(info.body).toMatchObject({ hasMultiplePublications: true });

      const [assigned] = await audit("user.assign_critic", String(user.id));
      expect(assigned).toMatchObject({ after: { criticName: application.criticName, status: "active" } });
      const [entry] = await audit("application.approve", String(application.id));
      expect(entry).toMatchObject({ targetType: "application", targetLabel: user.username });

      await t.deliver();
      const mail = await smtp.waitFor((m) => m.to.includes(user.email!));
      expect(mail.subject).toBe("Welcome to the Critics' Corner critic programme");
      expect(mail.text).toContain(`You publish as ${application.criticName}.`);
      expect(mail.text).toContain("http://localhost:5000/critic/add-review");
      expect((await client.get("/api/critic-applications/mine")).body.status).toBe("approved");
    });

    it("takes an administrator's corrections to the critic name and publications", async () => {
      const { application } = await applied();
      const corrected = uniqueCriticName("Corrected");
      const res = await approve(application.id, { criticName: corrected, publications: ["Right Pub"] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ criticName: corrected, publications: ["Right Pub"] });
      const [entry] = await audit("application.approve", String(application.id));
      expect(entry).toMatchObject({
        before: { criticName: application.criticName },
        after: { criticName: corrected, publications: ["Right Pub"] },
      });
      const bad = await approve(application.id, { publications: [] });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ publications: "Please add at least one publication" });
    });

    it("refuses to decide twice: 409 for a second approval or a decline after it", async () => {
      const { application } = await applied();
      expect((await approve(application.id)).status).toBe(200);
      const again = await approve(application.id);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: "application_decided",
        message: "This application was already approved.",
      });
      expect((await decline(application.id)).status).toBe(409);
      expect(await audit("application.approve", String(application.id))).toHaveLength(1);
    });

    it("lets one of two approvals at once win; the other gets 409", async () => {
      const { user, application } = await applied();
      const { client: otherAdmin } = await t.signedIn({ role: "admin" });
      const [a, b] = await Promise.all([
        approve(application.id),
        otherAdmin.post(`/api/admin/critic-applications/${application.id}/approve`),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body.message).toMatch(
        /^(This application was already approved\.|An administrator is approving this application right now\.)$/,
      );
      expect(await audit("application.approve", String(application.id))).toHaveLength(1);
      expect(await audit("user.assign_critic", String(user.id))).toHaveLength(1);
    });

    it("answers a clear 409 when the critic name was taken between applying and approving", async () => {
      const { user, application } = await applied();
      await t.ctx.criticDb.createCriticName({ name: application.criticName, publication: "Elsewhere" });
      await t.createUser({ criticName: application.criticName });
      const res = await approve(application.id);
      expect(res.status).toBe(409);
      const message = `The critic name ${application.criticName} was taken by another account after this application was made. Approve it with another critic name, or decline it.`;
      expect(res.body).toEqual({ code: "critic_name_taken", message, errors: { criticName: message } });
      const [row] = await t.ctx.db
        .select()
        .from(criticApplications)
        .where(eq(criticApplications.id, application.id));
      expect(row).toMatchObject({ status: "open", approvingSince: null });
      const [account] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(account).toMatchObject({ criticName: null, status: "pending" });
      // The administrator picks another name, and the application goes through.
      expect((await approve(application.id, { criticName: uniqueCriticName("Other") })).status).toBe(200);
    });

    it("refuses an application whose account was suspended", async () => {
      const suspended = await applied();
      await t.ctx.db.update(users).set({ status: "suspended" }).where(eq(users.id, suspended.user.id));
      const res = await approve(suspended.application.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("The applicant's account is suspended: activate it first.");
    });

    it("closes the open application as approved when a critic name is assigned directly, audited (issue 49 item 7)", async () => {
      const named = await applied();
      const assigned = uniqueCriticName("Assigned");
      await t.ctx.criticDb.createCriticName({ name: assigned, publication: "Somewhere" });
      expect((await admin.put(`/api/users/${named.user.id}`, { name: assigned })).status).toBe(200);

      const id = named.application.id;
      const approved = await admin.get("/api/admin/critic-applications?status=approved&pageSize=100");
      expect(approved.body.items.find((item: { id: number }) => item.id === id)).toMatchObject({
        status: "approved",
        criticName: assigned,
        decidedBy: adminUsername,
        decidedAt: expect.any(String),
      });
      const open = await admin.get("/api/admin/critic-applications?status=open&pageSize=100");
      expect(open.body.items.map((item: { id: number }) => item.id)).not.toContain(id);
      expect((await named.client.get("/api/critic-applications/mine")).body).toMatchObject({
        id,
        status: "approved",
      });
      const [entry] = await audit("application.approve", String(id));
      expect(entry).toMatchObject({
        actorUsername: adminUsername,
        targetLabel: named.user.username,
        before: { status: "open", criticName: named.application.criticName },
        after: { status: "approved", criticName: assigned, by: "user.assign_critic" },
      });
      // Nothing left to decide: no approval, and no refusal e-mailed to a critic.
      const late = await approve(id);
      expect([late.status, late.body.message]).toEqual([409, "This application was already approved."]);
      expect((await decline(id)).status).toBe(409);
      expect(await audit("application.decline", String(id))).toEqual([]);
    });

    it("answers 404 for an unknown application and 400 for a malformed id", async () => {
      expect((await approve(2_000_000_000)).status).toBe(404);
      expect((await admin.post("/api/admin/critic-applications/abc/approve")).status).toBe(400);
    });
  });

  describe("decline", () => {
    it("needs a reason of 10 to 500 characters, e-mails it and records it", async () => {
      const { client, user, application } = await applied();
      for (const reason of ["Too short", "x".repeat(501), ""]) {
        const res = await decline(application.id, reason);
        expect(res.status, reason).toBe(400);
        expect(Object.keys(res.body.errors)).toEqual(["reason"]);
      }
      const missing = await admin.post(`/api/admin/critic-applications/${application.id}/decline`, {});
      expect(missing.body.errors).toEqual({ reason: "Required" });

      const reason = "Your links lead to a <script>shop</script>, not to reviews.";
      const res = await decline(application.id, reason);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "declined", reason, decidedBy: adminUsername });
      const [entry] = await audit("application.decline", String(application.id));
      expect(entry).toMatchObject({ targetLabel: user.username, after: { reason } });

      await t.deliver();
      const mail = await smtp.waitFor((m) => m.to.includes(user.email!));
      expect(mail.subject).toBe("Your application to the Critics' Corner critic programme");
      expect(mail.text).toContain(reason);
      expect(mail.text).toMatch(/You can apply again from [A-Z][a-z]{2}\. \d{1,2}, \d{4}\./);
      expect(mail.html).toContain("&lt;script&gt;shop&lt;/script&gt;");
      expect((await client.get("/api/critic-applications/mine")).body).toMatchObject({
        status: "declined",
        reason,
      });
      expect((await decline(application.id)).status).toBe(409);
    });

    it("cannot decline a withdrawn application", async () => {
      const { client, application } = await applied();
      await client.delete("/api/critic-applications/mine");
      const res = await decline(application.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("This application was already withdrawn by the applicant.");
    });
  });

  describe("GET /api/admin/critic-applications/summary", () => {
    it("counts the open ones, and the median days to a decision over the last 90 days", async () => {
      const before = (await admin.get("/api/admin/critic-applications/summary")).body;
      const open = await applied();
      const after = (await admin.get("/api/admin/critic-applications/summary")).body;
      expect(after.open).toBe(before.open + 1);

      // Decisions of 1, 2 and 5 days; one older than 90 days does not count.
      await t.ctx.db.delete(criticApplications).where(eq(criticApplications.status, "declined"));
      await t.ctx.db.delete(criticApplications).where(eq(criticApplications.status, "approved"));
      const day = 86_400_000;
      const now = Date.now();
      for (const [created, decided] of [
        [3, 2],
        [10, 8],
        [6, 1],
        [200, 100],
      ] as const) {
        const { application } = await applied();
        await decline(application.id);
        await t.ctx.db
          .update(criticApplications)
          .set({ createdAt: new Date(now - created * day), decidedAt: new Date(now - decided * day) })
          .where(eq(criticApplications.id, application.id));
      }
      const summary = await admin.get("/api/admin/critic-applications/summary");
      expect(summary.body).toEqual({ open: after.open, medianDaysToDecision: 2, decidedLast90Days: 3 });
      await decline(open.application.id);
      expect((await admin.get("/api/admin/critic-applications/summary")).body.open).toBe(after.open - 1);
    });
  });
});
