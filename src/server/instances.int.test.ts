import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { uniqueCriticName } from "./test/critic-data";
import { publicView, publicWrites, statementsOf, stubClientBuild } from "./test/public-pages";
import { createTestApp, type TestApp } from "./test/test-app";
import { createServerDatabase } from "./test/test-database";

/**
 * Issue 54: two instances of the app on one PostgreSQL database, each keeping signed-in sessions and
 * public pages in memory. A write on instance A takes effect on instance B as soon as B hears of it
 * (the change feed, decision 0075), with no expiry to wait for. `heard()` waits until B has heard every
 * change committed so far, which is what each test is about: what B does once the notice is there.
 */
const onServer = process.env.TEST_DB === "postgres";

describe.runIf(onServer)("two instances on one PostgreSQL database", () => {
  const build = stubClientBuild();
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const server = await createServerDatabase();
    if (!server) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    drop = server.drop;
    const instance = async () =>
      createTestApp({
        database: await openDatabase({ databaseUrl: server.url, poolSize: 5 }),
        clientDir: build.clientDir,
        serverRenderDir: build.serverRenderDir,
        env: { PUBLIC_CACHE_SECONDS: "3600" },
      });
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await drop();
    build.remove();
  });

  const heard = () => b.ctx.changes.catchUp();
  const userOnB = (cookie: string) => b.client().get("/api/user", { cookie });

  /** A user signed in on A whose session B has read and keeps: B answers it from memory. */
  async function signedInOnBoth(overrides: Parameters<TestApp["signedIn"]>[0] = {}) {
    const { user, client } = await a.signedIn(overrides);
    const cookie = client.cookieHeader;
    await heard(); // the sign-in's own notices (its last_login) have reached B
    expect((await userOnB(cookie)).status).toBe(200);
    expect(await statementsOf(b, () => userOnB(cookie))).toBe(0);
    return { user, client, cookie };
  }

  /** A second session of the same user, signed in on B and kept there too. */
  async function secondSession(username: string, password: string) {
    const other = b.client();
    expect((await other.post("/api/login", { username, password })).status).toBe(200);
    const cookie = other.cookieHeader;
    expect((await userOnB(cookie)).status).toBe(200);
    return cookie;
  }

  describe("sessions kept in memory", () => {
    it("end on B when signed out on A", async () => {
      const { client, cookie } = await signedInOnBoth();
      expect((await client.post("/api/logout")).status).toBe(200);
      await heard();
      expect((await userOnB(cookie)).status).toBe(401);
    });

    it("end on B when the password is changed on A, except the session that changed it", async () => {
      const { user, client, cookie } = await signedInOnBoth();
      const other = await secondSession(user.username, user.password);
      const changed = await client.post("/api/users/me/password", {
        currentPassword: user.password,
        newPassword: "a-new-Passw0rd-1",
        confirmPassword: "a-new-Passw0rd-1",
      });
      expect(changed.status).toBe(204);
      await heard();
      expect((await userOnB(other)).status).toBe(401);
      expect((await userOnB(cookie)).status).toBe(200);
    });

    it("end on B when A signs out the other sessions", async () => {
      const { user, client, cookie } = await signedInOnBoth();
      const other = await secondSession(user.username, user.password);
      const ended = await client.delete("/api/sessions/others");
      expect(ended.body).toEqual({ ended: 1 });
      await heard();
      expect((await userOnB(other)).status).toBe(401);
      expect((await userOnB(cookie)).status).toBe(200);
    });

    it("end on B when an administrator on A suspends or deletes the account", async () => {
      const { client: admin } = await a.signedIn({ role: "admin" });
      const suspended = await signedInOnBoth();
      expect((await admin.put(`/api/users/${suspended.user.id}`, { status: "suspended" })).status).toBe(200);
      await heard();
      expect((await userOnB(suspended.cookie)).status).toBe(401);

      const deleted = await signedInOnBoth();
      expect((await admin.delete(`/api/users/${deleted.user.id}`)).status).toBe(200);
      await heard();
      expect((await userOnB(deleted.cookie)).status).toBe(401);
    });

    it("carry a role changed on A to B's next request", async () => {
      const { client: admin } = await a.signedIn({ role: "admin" });
      const { user, cookie } = await signedInOnBoth();
      expect((await b.client().get("/api/admin/stats", { cookie })).status).toBe(403);

      expect((await admin.put(`/api/users/${user.id}`, { role: "admin" })).status).toBe(200);
      await heard();
      expect((await userOnB(cookie)).body.user.role).toBe("admin");
      expect((await b.client().get("/api/admin/stats", { cookie })).status).toBe(200);

      expect((await admin.put(`/api/users/${user.id}`, { role: "critic" })).status).toBe(200);
      await heard();
      expect((await b.client().get("/api/admin/stats", { cookie })).status).toBe(403);
    });
  });

  describe("search answers kept in memory", () => {
    it("show on B a podcast added on A", async () => {
      const { client: admin } = await a.signedIn({ role: "admin" });
      const { cookie } = await signedInOnBoth();
      const word = `Heron${Date.now().toString(36)}`;
      const search = async () =>
        (
          (await b.client().get(`/api/search/podcasts?q=${word}`, { cookie })).body as { title: string }[]
        ).map((r) => r.title);
      await heard();
      expect(await search()).toEqual([]);
      expect(await statementsOf(b, search)).toBe(0);
      const added = await admin.post("/api/podcasts", {
        title: `${word} Hour`,
        publisher: "Twin Media",
        category: "History",
      });
      expect(added.status).toBe(201);
      await heard();
      expect(await search()).toEqual([`${word} Hour`]);
    });
  });

  describe("public pages kept in memory", () => {
    it("change on B with a review delivered, a profile edited, a review hidden and a critic suspended on A", async () => {
      const writes = publicWrites(a);
      const { client: admin } = await a.signedIn({ role: "admin" });
      const critic = await writes.critic(uniqueCriticName("Twin"));
      await writes.deliveredReview(critic.client, "Twin Show 1");
      await heard();
      expect(await publicView(b, critic.slug)).toMatchObject({ totalReviews: 1, leaderboardCount: 1 });
      expect(await statementsOf(b, () => publicView(b, critic.slug))).toBe(0);

      await writes.deliveredReview(critic.client, "Twin Show 2");
      await heard();
      const delivered = await publicView(b, critic.slug);
      expect(delivered).toMatchObject({
        totalReviews: 2,
        renderedTotalReviews: 2,
        leaderboardCount: 2,
        renderedLeaderboardCount: 2,
      });

      await writes.editBio(critic.client, "Heard on every instance.");
      await heard();
      expect((await publicView(b, critic.slug)).bio).toBe("Heard on every instance.");

      await writes.hide(admin, delivered.reviewIds[0]!);
      await heard();
      expect(await publicView(b, critic.slug)).toMatchObject({
        totalReviews: 1,
        renderedTotalReviews: 1,
        leaderboardCount: 1,
        renderedLeaderboardCount: 1,
      });

      await writes.suspend(admin, critic.id);
      await heard();
      expect(await publicView(b, critic.slug)).toMatchObject({
        status: 404,
        htmlStatus: 404,
        leaderboardCount: null,
        renderedLeaderboardCount: null,
      });
    });
  });
});
