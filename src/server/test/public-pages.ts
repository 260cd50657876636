import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { validSubmission } from "./critic-data";
import type { TestApp } from "./test-app";
import type { TestClient } from "./test-client";

/**
 * A built client (index.html alone) and a stand-in for the app's server build, so that the public pages
 * are rendered on the server (decision 0059) without a build: the rendered page holds the API's answers it was
 * rendered with, which is what these tests read. `remove` deletes them.
 */
export function stubClientBuild(): { clientDir: string; serverRenderDir: string; remove: () => void } {
  const clientDir = mkdtempSync(path.join(tmpdir(), "cc-public-client-"));
  writeFileSync(
    path.join(clientDir, "index.html"),
    `<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>`,
  );
  const serverRenderDir = mkdtempSync(path.join(tmpdir(), "cc-public-ssr-"));
  writeFileSync(
    path.join(serverRenderDir, "entry-server.js"),
    `export async function prepare() {}
export async function render({ url }) {
  return { html: '<main data-url="' + url + '"></main>', head: { title: null, description: null } };
}
`,
  );
  return {
    clientDir,
    serverRenderDir,
    remove: () => {
      for (const dir of [clientDir, serverRenderDir]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The API answers a rendered page was rendered with (its `cc-answers` script), by address. */
const drawnAnswers = (html: string): Record<string, any> => {
  const json = /<script type="application\/json" id="cc-answers">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? JSON.parse(json) : {};
};

/** What a signed-out visitor of `app` sees of a critic: their page (API and HTML) and the leaderboard. */
export async function publicView(app: TestApp, slug: string) {
  const visitor = app.client();
  const api = await visitor.get(`/api/critics/${slug}`);
  const html = await visitor.get(`/critics/${slug}`);
  const drawn = Object.entries(drawnAnswers(html.text)).find(([url]) => url.startsWith("/api/critics/"));
  const board = (await visitor.get("/api/critics?period=all")).body;
  const boardPage = drawnAnswers((await visitor.get("/critics?period=all")).text)["/api/critics?period=all"];
  const countIn = (leaderboard: { items: { slug: string; count: number }[] } | undefined) =>
    leaderboard?.items.find((item) => item.slug === slug)?.count ?? null;
  return {
    /** The API's status for the page (404 once the critic is suspended). */
    status: api.status,
    htmlStatus: html.status,
    totalReviews: api.status === 200 ? (api.body.totalReviews as number) : null,
    /** The same figure in the page's HTML. */
    renderedTotalReviews: drawn ? (drawn[1].totalReviews as number) : null,
    bio: api.status === 200 ? (api.body.bio as string) : null,
    reviewIds: api.status === 200 ? (api.body.reviews.items as { id: string }[]).map((r) => r.id) : [],
    /** The critic's count on the leaderboard (null: not on it), from the API and from its HTML page. */
    leaderboardCount: countIn(board),
    renderedLeaderboardCount: countIn(boardPage),
  };
}

/** How many SQL statements `work` costs `app`. */
export async function statementsOf(app: TestApp, work: () => Promise<unknown>): Promise<number> {
  const before = app.ctx.database.queryCount();
  await work();
  return app.ctx.database.queryCount() - before;
}

/**
 * Each of the writes that change a critic's public page, made through `app`'s API as its users would:
 * a critic, their review submitted and delivered to the critic database, a profile edit, a moderator's
 * hide and a suspension.
 */
export function publicWrites(app: TestApp) {
  return {
    /** An active critic with a critic name (in the built-in critic database), signed in. */
    async critic(name: string): Promise<{ id: number; slug: string; client: TestClient }> {
      await app.ctx.criticDb.createCriticName({ name, publication: `${name} Weekly` });
      const { user, client } = await app.signedIn({ criticName: name, name, status: "active" });
      return { id: user.id, slug: user.slug!, client };
    },
    /** Submits a review and runs the delivery job, as the worker would. */
    async deliveredReview(critic: TestClient, podcastName: string): Promise<void> {
      const res = await critic.post("/api/airtable/reviews", validSubmission({ podcastName }));
      expect(res.status).toBe(201);
      await app.ctx.worker.drain();
    },
    async editBio(critic: TestClient, bio: string): Promise<void> {
      const res = await critic.put("/api/critic/profile", { bio, website: null, links: [] });
      expect(res.status).toBe(200);
    },
    /** A reader reports the review and an administrator hides it. */
    async hide(admin: TestClient, reviewId: string): Promise<void> {
      const { client: reader } = await app.signedIn();
      const report = await reader.post("/api/reports", {
        kind: "critic-review",
        id: reviewId,
        reason: "spam",
      });
      expect(report.status).toBe(201);
      const decided = await admin.put(`/api/admin/reports/critic-review/${encodeURIComponent(reviewId)}`, {
        action: "hide",
      });
      expect(decided.status).toBe(200);
    },
    async suspend(admin: TestClient, userId: number): Promise<void> {
      expect((await admin.put(`/api/users/${userId}`, { status: "suspended" })).status).toBe(200);
    },
  };
}
