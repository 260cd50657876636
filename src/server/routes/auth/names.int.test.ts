import { singleLineMessage } from "@shared/schemas/names";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emails } from "../../db/schema";
import { setUpTestApp, TEST_PASSWORD, uniqueUsername } from "../../test/test-app";

/** Issue 10 item 7: the welcome e-mail as a phishing relay. */
const t = setUpTestApp();

const BAD_NAMES = [
  "Eve\nYou won! Claim it at https://evil.example",
  "Eve\r\nBcc: x",
  "Eve\tTab",
  "Eve\u2028Second line",
  "\u202Eelif.exe",
  "Ev\u2066e\u2069",
  "Ev\u200Be",
  "Ev\u200De",
  "Eve\u0000",
  "Eve\u0085",
];

describe("names are one plain line", () => {
  it("registration refuses control, bidi and zero-width characters in the name with a 400", async () => {
    for (const name of BAD_NAMES) {
      const res = await t.client().post("/api/register", {
        username: uniqueUsername("phish"),
        password: TEST_PASSWORD,
        name,
        email: "victim@example.com",
      });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.errors).toEqual({ name: singleLineMessage("Name") });
    }
    const rows = await t.ctx.db.select().from(emails).where(eq(emails.toAddress, "victim@example.com"));
    expect(rows).toHaveLength(0);
  });

  it("the welcome e-mail carries no text the user chose, and names in any script still register", async () => {
    const name = "Zoë Ó Briain-Ñúñez 山田 نور";
    const res = await t.client().post("/api/register", {
      username: uniqueUsername("intl"),
      password: TEST_PASSWORD,
      name,
      email: "intl@example.com",
    });
    expect(res.status).toBe(201);
    expect(res.body.user.name).toBe(name);
    const [mail] = await t.ctx.db.select().from(emails).where(eq(emails.toAddress, "intl@example.com"));
    expect(mail!.kind).toBe("welcome");
    expect(mail!.textBody).toMatch(/^Hello,\n\nYour Critics' Corner account has been created/);
    for (const part of [mail!.subject, mail!.textBody!, mail!.htmlBody!]) {
      expect(part).not.toContain("Zoë");
      expect(part).not.toContain(res.body.user.username);
    }
  });

  it("profile edits refuse the same characters, by the user and by an administrator", async () => {
    const { user, client } = await t.signedIn();
    const { client: admin } = await t.signedIn({ role: "admin" });
    for (const name of BAD_NAMES) {
      for (const editor of [client, admin]) {
        const res = await editor.patch(`/api/users/${user.id}`, { name });
        expect(res.status, JSON.stringify(name)).toBe(400);
        expect(res.body.errors).toEqual({ name: singleLineMessage("Name") });
      }
    }
    expect((await client.patch(`/api/users/${user.id}`, { name: "Plain Name" })).status).toBe(200);
  });

  it("critic names and publications an administrator types are held to the same rule", async () => {
    const { user } = await t.signedIn();
    const { client: admin } = await t.signedIn({ role: "admin" });
    const created = await admin.post("/api/admin/critic-names", {
      name: "Sam\u202EQuill",
      publication: "The Listener",
    });
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual({ name: singleLineMessage("Critic name") });
    const publication = await admin.post("/api/admin/critic-names", {
      name: "Sam Quill",
      publication: "The\nListener",
    });
    expect(publication.status).toBe(400);
    expect(publication.body.errors).toEqual({ publication: singleLineMessage("Publication name") });
    const assigned = await admin.put(`/api/users/${user.id}`, { name: "Sam\u200BQuill", role: "critic" });
    expect(assigned.status).toBe(400);
    expect(assigned.body.errors).toEqual({ name: singleLineMessage("Critic name") });
  });
});
