import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

let t: TestApp;
let admin: TestClient;
const tag = `lst${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin } = await t.signedIn({ role: "admin", name: "List Admin" }));
  for (let i = 0; i < 7; i++) {
    await t.createUser({
      username: `${tag}_user${i}`,
      name: `Person ${i}`,
      email: i === 0 ? `${tag}.first@example.com` : null,
      role: "critic",
      status: i < 3 ? "pending" : i < 5 ? "active" : "suspended",
      criticName: i === 3 ? `${tag} Critic` : null,
    });
  }
});
afterAll(() => t.close());

describe("GET /api/users", () => {
  it("answers every user as a JSON array with the total in X-Total-Count, never a password hash", async () => {
    const res = await admin.get("/api/users");
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeGreaterThanOrEqual(8);
    expect(res.headers["x-total-count"]).toBe(String(res.body.length));
    expect(res.text).not.toMatch(/password|argon2/i);
    const user = res.body.find((u: { username: string }) => u.username === `${tag}_user0`);
    expect(user).toMatchObject({
      name: "Person 0",
      email: `${tag}.first@example.com`,
      role: "critic",
      status: "pending",
      criticName: null,
      lastLogin: null,
    });
    expect(Object.keys(user).sort()).toEqual(
      [
        "createdAt",
        "criticName",
        "criticSlug",
        "digest",
        "email",
        "genres",
        "id",
        "lastLogin",
        "location",
        "name",
        "role",
        "status",
        "username",
      ].sort(),
    );
  });

  it("searches username, name, email and critic name, case-insensitively, treating % and _ literally", async () => {
    const names = async (q: string) =>
      (await admin.get(`/api/users?q=${encodeURIComponent(q)}`)).body.map(
        (u: { username: string }) => u.username,
      );
    expect(await names(`${tag.toUpperCase()}_USER4`)).toEqual([`${tag}_user4`]);
    expect(await names(`${tag}.first@`)).toEqual([`${tag}_user0`]);
    expect(await names(`${tag} critic`)).toEqual([`${tag}_user3`]);
    expect(await names("%")).toEqual([]);
    expect((await names(tag)).length).toBe(7);
  });

  it("filters by role and status", async () => {
    const res = await admin.get(`/api/users?q=${tag}&status=suspended`);
    expect(res.body.map((u: { username: string }) => u.username).sort()).toEqual([
      `${tag}_user5`,
      `${tag}_user6`,
    ]);
    const admins = await admin.get("/api/users?role=admin");
    expect(admins.body.every((u: { role: string }) => u.role === "admin")).toBe(true);
    expect(admins.body.length).toBeGreaterThanOrEqual(1);
    expect((await admin.get(`/api/users?q=${tag}&role=admin`)).body).toEqual([]);
  });

  it("pages with page and pageSize, the total counting every match", async () => {
    const first = await admin.get(`/api/users?q=${tag}&sort=username&page=1&pageSize=3`);
    expect(first.headers["x-total-count"]).toBe("7");
    expect(first.body.map((u: { username: string }) => u.username)).toEqual([
      `${tag}_user0`,
      `${tag}_user1`,
      `${tag}_user2`,
    ]);
    const last = await admin.get(`/api/users?q=${tag}&sort=username&page=3&pageSize=3`);
    expect(last.body.map((u: { username: string }) => u.username)).toEqual([`${tag}_user6`]);
    const beyond = await admin.get(`/api/users?q=${tag}&page=9&pageSize=3`);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers["x-total-count"]).toBe("7");
    const defaultSize = await admin.get("/api/users?page=1");
    expect(defaultSize.body.length).toBeLessThanOrEqual(25);
  });

  it("sorts newest first by default, and by the other orders on request", async () => {
    const newest = (await admin.get(`/api/users?q=${tag}`)).body.map((u: { username: string }) => u.username);
    expect(newest[0]).toBe(`${tag}_user6`);
    const oldest = (await admin.get(`/api/users?q=${tag}&sort=oldest`)).body.map(
      (u: { username: string }) => u.username,
    );
    expect(oldest[0]).toBe(`${tag}_user0`);
    expect((await admin.get(`/api/users?sort=lastLogin`)).status).toBe(200);
    expect((await admin.get(`/api/users?sort=name`)).status).toBe(200);
  });

  it("refuses bad query parameters with a 400 and a message", async () => {
    const cases: [string, string][] = [
      ["page=0", "page must be a whole number from 1 to 100000"],
      ["page=abc", "page must be a whole number from 1 to 100000"],
      ["page=1.5", "page must be a whole number from 1 to 100000"],
      ["pageSize=101", "pageSize must be a whole number from 1 to 100"],
      ["role=superuser", "Role must be one of: admin, critic"],
      ["status=banned", "Status must be one of: active, pending, suspended"],
      ["sort=random", "Sort must be one of: newest, oldest, username, name, lastLogin"],
      [`q=${"x".repeat(101)}`, "Search must be at most 100 characters"],
    ];
    for (const [query, message] of cases) {
      const res = await admin.get(`/api/users?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });

  it("is for administrators only", async () => {
    expect((await t.client().get("/api/users")).status).toBe(401);
    const { client } = await t.signedIn({ role: "critic", criticName: `${tag} Other` });
    const res = await client.get("/api/users");
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Administrators only.");
    expect((await client.get("/api/users?page=0")).status).toBe(403);
  });
});
