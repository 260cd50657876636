import { formatDay, reapplyDay } from "@shared/schemas/programme";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criticApplications } from "../../db/schema";
import { uniqueCriticName } from "../../test/critic-data";
import { type CriticTestApp, createCriticTestApp } from "../../test/critic-fixtures";
import { validApplication } from "../../test/programme-fixtures";

// Issue 32 §1: a pending account applies to the critic programme, reads its application and withdraws it.

let t: CriticTestApp;
beforeAll(async () => {
  t = await createCriticTestApp("builtin");
});
afterAll(() => t.close());

const pending = () => t.signedIn({ role: "critic", status: "pending", criticName: null });

/** Moves an application's decision back by `days`. */
const decidedDaysAgo = (id: number, days: number) =>
  t.ctx.db
    .update(criticApplications)
    .set({ decidedAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(criticApplications.id, id));

describe("POST /api/critic-applications", () => {
  it("takes a pending account's application and answers it, open", async () => {
    const { client } = await pending();
    const input = validApplication({
      publications: ["The Listening Post", "Audio Weekly"],
      links: ["https://a.example/1", "https://b.example/2"],
    });
    const res = await client.post("/api/critic-applications", input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      criticName: input.criticName,
      publications: input.publications,
      links: input.links,
      statement: input.statement,
      status: "open",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      decidedAt: null,
      reason: null,
    });
  });

  it("takes one of an active account without a critic name too (an administrator activated it)", async () => {
    const { client } = await t.signedIn({ role: "critic", status: "active", criticName: null });
    expect((await client.post("/api/critic-applications", validApplication())).status).toBe(201);
  });

  it("refuses a second open application with 409, also when two arrive at once", async () => {
    const { client } = await pending();
    const [a, b] = await Promise.all([
      client.post("/api/critic-applications", validApplication()),
      client.post("/api/critic-applications", validApplication()),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const third = await client.post("/api/critic-applications", validApplication());
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({
      code: "application_open",
      message: "You already have an open application. Withdraw it to apply again.",
    });
  });

  it("refuses an active critic and an administrator with 403", async () => {
    const critic = await t.critic();
    const { client: admin } = await t.signedIn({ role: "admin" });
    for (const client of [critic.client, admin]) {
      const res = await client.post("/api/critic-applications", validApplication());
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("permission_required");
    }
  });

  it("refuses a critic name another user holds or the critic database has, naming the field", async () => {
    const held = uniqueCriticName("Held");
    await t.createUser({ criticName: held });
    const listed = uniqueCriticName("Listed");
    await t.ctx.criticDb.createCriticName({ name: listed, publication: "Somewhere" });
    const { client } = await pending();
    for (const criticName of [held, held.toUpperCase(), listed]) {
      const res = await client.post("/api/critic-applications", validApplication({ criticName }));
      expect(res.status, criticName).toBe(400);
      expect(res.body.errors).toEqual({
        criticName: "This critic name is already taken. Please choose another.",
      });
    }
  });

  it("names each bad field: statement, publications, links (https only), the name's rules", async () => {
    const { client } = await pending();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ statement: "Too short." }, "statement", "Please write at least 50 characters"],
      [{ statement: "x".repeat(1001) }, "statement", "Please keep your statement to 1,000 characters"],
      [{ publications: [] }, "publications", "Please add at least one publication"],
      [{ publications: ["A", "B", "C", "D", "E", "F"] }, "publications", "Please add at most 5 publications"],
      [{ publications: ["Same", "same"] }, "publications", "Each publication may appear only once"],
      [{ links: [] }, "links", "Please add at least one link"],
      [
        { links: ["https://a.example", "https://b.example", "https://c.example", "https://d.example"] },
        "links",
        "Please add at most 3 links",
      ],
      [
        { links: ["http://insecure.example/review"] },
        "links.0",
        "Please enter a link that starts with https://",
      ],
      [{ links: ["javascript:alert(1)"] }, "links.0", "Please enter a link that starts with https://"],
      [{ criticName: "A" }, "criticName", "Critic name must be at least 2 characters"],
      [
        { criticName: "Two\nLines" },
        "criticName",
        "Critic name must be one line without control, invisible or text-direction characters",
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await client.post("/api/critic-applications", validApplication(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(change)).toBe(message);
    }
    expect((await client.get("/api/critic-applications/mine")).body).toBeNull();
  });
});

describe("GET and DELETE /api/critic-applications/mine", () => {
  it("answers null before any application, then the latest, and withdraws an open one", async () => {
    const { client } = await pending();
    // Never applied is an empty state, not an error (issue 49 item 10): 200 with null.
    const none = await client.get("/api/critic-applications/mine");
    expect(none.status).toBe(200);
    expect(none.headers["content-type"]).toMatch(/^application\/json/);
    expect(none.text).toBe("null");

    const applied = await client.post("/api/critic-applications", validApplication());
    const mine = await client.get("/api/critic-applications/mine");
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(applied.body);

    const withdrawn = await client.delete("/api/critic-applications/mine");
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ id: applied.body.id, status: "withdrawn" });
    expect(withdrawn.body.decidedAt).not.toBeNull();
    expect((await client.get("/api/critic-applications/mine")).body.status).toBe("withdrawn");
    expect((await client.delete("/api/critic-applications/mine")).status).toBe(404);

    // A withdrawal is no decision: the account may apply again at once.
    const again = await client.post("/api/critic-applications", validApplication());
    expect(again.status).toBe(201);
    expect((await client.get("/api/critic-applications/mine")).body.id).toBe(again.body.id);
  });

  it("shows a declined application with its reason, and lets the account apply again 30 days after", async () => {
    const { client } = await pending();
    const { client: admin } = await t.signedIn({ role: "admin" });
    const applied = await client.post("/api/critic-applications", validApplication());
    const reason = "We could not find the reviews you linked to.";
    expect(
      (await admin.post(`/api/admin/critic-applications/${applied.body.id}/decline`, { reason })).status,
    ).toBe(200);
    const mine = await client.get("/api/critic-applications/mine");
    expect(mine.body).toMatchObject({ status: "declined", reason });

    const early = await client.post("/api/critic-applications", validApplication());
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(
      /^Your last application was declined\. You can apply again from [A-Z][a-z]{2}\. \d{1,2}, \d{4}\.$/,
    );
    await decidedDaysAgo(applied.body.id, 29);
    expect((await client.post("/api/critic-applications", validApplication())).status).toBe(409);
    await decidedDaysAgo(applied.body.id, 30);
    expect((await client.post("/api/critic-applications", validApplication())).status).toBe(201);
  });

  it("takes at most APPLICATIONS_PER_MONTH (3) in 30 days: apply and withdraw does not go round it (issue 48 item 10)", async () => {
    const { client, user } = await pending();
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await client.post("/api/critic-applications", validApplication());
      expect(res.status).toBe(201);
      made.push(res.body.id);
      expect((await client.delete("/api/critic-applications/mine")).status).toBe(200);
    }
    const fourth = await client.post("/api/critic-applications", validApplication());
    expect([fourth.status, fourth.body.code]).toEqual([429, "rate_limited"]);
    const [first] = await t.ctx.db
      .select()
      .from(criticApplications)
      .where(eq(criticApplications.id, made[0]!));
    const day = reapplyDay(first!.createdAt.toISOString());
    expect(fourth.body.message).toBe(
      `You have applied 3 times in the last 30 days, the most an account may. You can apply again from ${formatDay(day)}.`,
    );
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(28 * 86_400);
    // Every application is kept; the refused one is not.
    const kept = await t.ctx.db
      .select()
      .from(criticApplications)
      .where(eq(criticApplications.userId, user.id));
    expect(kept).toHaveLength(3);

    // Once the oldest was made 30 days ago, one more is taken.
    await t.ctx.db
      .update(criticApplications)
      .set({ createdAt: new Date(Date.now() - 29 * 86_400_000) })
      .where(eq(criticApplications.id, made[0]!));
    expect((await client.post("/api/critic-applications", validApplication())).status).toBe(429);
    await t.ctx.db
      .update(criticApplications)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(criticApplications.id, made[0]!));
    expect((await client.post("/api/critic-applications", validApplication())).status).toBe(201);
  });

  it("shows nothing of another account's application", async () => {
    const { client: applicant } = await pending();
    await applicant.post("/api/critic-applications", validApplication());
    const { client: other } = await pending();
    const theirs = await other.get("/api/critic-applications/mine");
    expect([theirs.status, theirs.body]).toEqual([200, null]);
    expect((await other.delete("/api/critic-applications/mine")).status).toBe(404);
    expect((await applicant.get("/api/critic-applications/mine")).body.status).toBe("open");
  });
});
