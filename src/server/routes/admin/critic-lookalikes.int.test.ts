import { beforeAll, describe, expect, it } from "vitest";
import { validApplication } from "../../test/programme-fixtures";
import { setUpTestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

/**
 * Issue 48 item 5: critic names that impersonate. A new critic name, an assignment and an application are
 * normalised (NFKC, one space, trimmed), and a name whose confusable skeleton (Unicode TR39) matches an
 * existing critic's is refused with a 409 that names the existing critic.
 */
const t = setUpTestApp();
let admin: TestClient;
beforeAll(async () => {
  admin = (await t.signedIn({ role: "admin" })).client;
  const created = await admin.post("/api/admin/critic-names", {
    name: "Ada Lovelace",
    publication: "Analytical Weekly",
    account: { username: "ada_lovelace", email: "ada@example.com" },
  });
  expect(created.status).toBe(201);
});

const newCritic = (name: string) =>
  admin.post("/api/admin/critic-names", { name, publication: "Lookalike Weekly" });

describe("critic names that look like another critic's", () => {
  it.each([
    ["Cyrillic А", "\u0410da Lovelace"],
    ["Cyrillic а and о", "Ad\u0430 L\u043evel\u0430ce"],
    ["Greek Alpha", "\u0391da Lovelace"],
    ["a digit one for an l", "Ada 1ovelace"],
    ["a Latin alpha", "Ad\u0251 Lovelace"],
  ])("refuse a new critic name with %s, naming the critic it looks like", async (_what, name) => {
    const res = await newCritic(name);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("critic_name_lookalike");
    expect(res.body.message).toContain('looks like the existing critic name "Ada Lovelace"');
    expect(res.body.errors).toHaveProperty("name");
  });

  it.each([
    ["two spaces", "Ada  Lovelace"],
    ["a no-break space", "Ada\u00a0Lovelace"],
    ["full-width letters", "\uff21\uff44\uff41 Lovelace"],
    ["spaces around", "  Ada Lovelace\u2003"],
  ])("treat a name with %s as the same name, which is taken", async (_what, name) => {
    const res = await newCritic(name);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("critic_name_taken");
  });

  it("keep a new name normalised, and its slug follows", async () => {
    const res = await admin.post("/api/admin/critic-names", {
      name: "  Grace\u00a0\u00a0Hopper ",
      publication: "Compiler Weekly",
      account: { username: "grace_hopper", email: "grace@example.com" },
    });
    expect(res.status).toBe(201);
    expect(res.body.critic.name).toBe("Grace Hopper");
    expect(res.body.user).toMatchObject({ criticName: "Grace Hopper", criticSlug: "grace-hopper" });
    const decomposed = await admin.post("/api/admin/critic-names", {
      name: "Jose\u0301 Feliciano",
      publication: "Guitar Weekly",
    });
    expect(decomposed.status).toBe(201);
    expect(decomposed.body.critic.name).toBe("Jos\u00e9 Feliciano");
    expect((await newCritic("Jos\u00e9 Feliciano")).status).toBe(409);
    // Names that only share letters are fine.
    expect((await newCritic("Ada Lovelock")).status).toBe(201);
  });

  it("refuse an application for a look-alike name with a 409 naming the critic", async () => {
    const { client } = await t.signedIn({ role: "critic", status: "pending", criticName: null });
    const res = await client.post(
      "/api/critic-applications",
      validApplication({ criticName: "\u0410da Lovelace" }),
    );
    expect(res.status).toBe(409);
    expect(res.body.errors.criticName).toContain('"Ada Lovelace"');
    const spaced = await client.post(
      "/api/critic-applications",
      validApplication({ criticName: "Ada\u00a0 Lovelace" }),
    );
    expect(spaced.status).toBeGreaterThanOrEqual(400);
    expect(spaced.status).toBeLessThan(500);
  });

  it("refuse assigning a name that looks like one another account holds", async () => {
    // A look-alike already in the critic database (written there before this rule, or in Airtable).
    await t.ctx.criticDb.createCriticName({ name: "Ada Lovelac\u0435", publication: "Old Weekly" });
    const someone = await t.createUser({ role: "critic", status: "pending" });
    const res = await admin.put(`/api/users/${someone.id}`, {
      name: "Ada Lovelac\u0435",
      role: "critic",
      status: "active",
    });
    expect(res.status).toBe(409);
    expect(res.body.errors.name).toContain('"Ada Lovelace"');
  });
});
