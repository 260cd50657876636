/**
 * The role × endpoint matrix: every endpoint of the API, called by each kind of caller, must answer
 * the status in its row. The table must name every route registered in Fastify, so a new endpoint
 * cannot be added without deciding who may call it.
 */

import { randomUUID } from "node:crypto";
import { ERROR_CODE_NAMES, ERROR_CODES } from "@shared/constants/error-codes";
import { criticPagePath, criticSharePath } from "@shared/schemas/critic";
import { podcastInputSchema } from "@shared/schemas/podcast";
import { applicationInputSchema } from "@shared/schemas/programme";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes, type UserRow } from "../db/schema";
import { unsubscribeToken } from "../services/following/unsubscribe-token";
import { startImportProgress } from "../services/imports/progress";
import { submitReport } from "../services/moderation/reports";
import { createPodcast } from "../services/podcasts/admin-podcasts";
import { applyToProgramme } from "../services/programme/applications";
import { createReview } from "../services/reviews/reviews";
import type { NewUser } from "../services/users/create-user";
import { validReview } from "../test/catalogue-fixtures";
import { uniqueCriticName, validSubmission } from "../test/critic-data";
import { validApplication } from "../test/programme-fixtures";
import { createTestApp, type TestApp, uniqueUsername } from "../test/test-app";
import type { TestClient } from "../test/test-client";

const CALLERS = ["anonymous", "pending", "critic", "criticNamed", "admin"] as const;
type Caller = (typeof CALLERS)[number];
/** Expected status per caller, in the order of CALLERS. */
type Statuses = readonly [
  anonymous: number,
  pending: number,
  critic: number,
  criticNamed: number,
  admin: number,
];

interface Fixtures {
  t: TestApp;
  users: Record<Exclude<Caller, "anonymous">, UserRow & { password: string }>;
  /** A throwaway user, e.g. the target of a delete. */
  newUser(overrides?: Partial<NewUser>): Promise<UserRow & { password: string }>;
  /** A podcast of the catalogue (the same one every time). */
  podcastId: number;
  /** A new podcast with a user review by a throwaway author; answers the review's id. */
  userReview(): Promise<number>;
  /** A new critic review by CRITIC_NAME in the critic database; answers its id. */
  criticReview(): Promise<string>;
  /** An open application to the critic programme by a new pending account; answers its id. */
  application(): Promise<number>;
}

interface Row {
  /** "METHOD /url" exactly as registered in Fastify. */
  route: string;
  /** The concrete path; defaults to the route's url. Called once per cell, so it can make a fresh target. */
  path?: (f: Fixtures) => string | Promise<string>;
  body?: (f: Fixtures) => unknown;
  headers?: Record<string, string>;
  expect: Statuses;
  /**
   * The same call with input that fails validation (a bad path, query or body). A caller without
   * permission still gets 401 / 403, before any field rule is checked; by default, every caller that
   * may call it gets 400.
   */
  bad?: { path?: Row["path"]; body?: Row["body"]; expect?: Statuses };
}

let podcastCounter = 0;
const podcastInput = () =>
  podcastInputSchema.parse({
    title: `Matrix Podcast ${process.pid} ${podcastCounter++}`,
    publisher: "Matrix Media",
    category: "Technology",
  });

const EVERYONE_200: Statuses = [200, 200, 200, 200, 200];
const EVERYONE_400: Statuses = [400, 400, 400, 400, 400];
const EVERYONE_302: Statuses = [302, 302, 302, 302, 302];
const SIGNED_IN: Statuses = [401, 200, 200, 200, 200];
const ADMIN_ONLY: Statuses = [401, 403, 403, 403, 200];
/** The critic whose critic name it is, or an administrator. */
const OWN_CRITIC: Statuses = [401, 403, 403, 200, 200];
const CRITIC_NAME = "Matrix Critic";
/** Active accounts may follow: the pending caller may not. */
const FOLLOWERS: Statuses = [401, 403, 204, 204, 204];
/** A critic with a page whom every caller may follow (the named caller cannot follow itself). */
const FOLLOWED_CRITIC = "Matrix Followed";
const FOLLOWED_SLUG = "matrix-followed";
/** Gains publications in the matrix; CRITIC_NAME keeps one, so its submissions need no choice. */
const PUBLISHING_CRITIC = "Matrix Publisher";

const MATRIX: Row[] = [
  // Meta and health
  { route: "GET /api/config", expect: EVERYONE_200 },
  { route: "GET /api/openapi.json", expect: EVERYONE_200 },
  // The rendered API docs (Swagger UI): public, like the OpenAPI document they show.
  { route: "GET /api/docs", expect: EVERYONE_200 },
  { route: "GET /api/docs/json", expect: EVERYONE_200 },
  { route: "GET /api/docs/yaml", expect: EVERYONE_200 },
  { route: "GET /api/docs/static/index.html", expect: EVERYONE_302 }, // to /api/docs
  { route: "GET /api/docs/static/swagger-initializer.js", expect: EVERYONE_200 },
  { route: "GET /api/docs/static/*", path: () => "/api/docs/static/swagger-ui.css", expect: EVERYONE_200 },
  { route: "GET /api/docs/static/theme/dark.css", expect: EVERYONE_200 }, // the docs' dark look
  { route: "GET /healthz", expect: EVERYONE_200 },
  { route: "GET /readyz", expect: EVERYONE_200 },
  { route: "GET /metrics", expect: EVERYONE_200 },

  // Accounts
  { route: "GET /api/user", expect: SIGNED_IN },
  { route: "GET /api/session", expect: EVERYONE_200 },
  {
    route: "POST /api/register",
    body: () => ({ username: uniqueUsername("reg"), password: "matrix-Passw0rd", name: "Matrix Person" }),
    expect: [201, 201, 201, 201, 201],
    bad: { body: () => ({ username: "x", password: "short", name: "" }) },
  },
  {
    route: "POST /api/login",
    body: ({ users }) => ({ username: users.critic.username, password: users.critic.password }),
    expect: EVERYONE_200,
    bad: { body: () => ({ username: 42 }) },
  },
  { route: "POST /api/logout", expect: EVERYONE_200 },
  // One's own account: the body does not know the caller, so a wrong current password answers (400).
  {
    route: "POST /api/users/me/password",
    body: () => ({ currentPassword: "not-the-password", newPassword: "matrix-Passw0rd-2" }),
    expect: [401, 400, 400, 400, 400],
    bad: { body: () => ({ currentPassword: 42, newPassword: "x" }) },
  },
  { route: "DELETE /api/sessions/others", expect: SIGNED_IN },
  {
    route: "POST /api/forgot-password",
    body: () => ({ username: "nobody-here" }),
    expect: EVERYONE_200,
    bad: { body: () => ({ username: ["not", "a", "name"] }) },
  },
  {
    route: "GET /api/validate-reset-token/:token",
    path: () => "/api/validate-reset-token/not-a-token",
    expect: EVERYONE_400,
    bad: { path: () => `/api/validate-reset-token/${"x".repeat(300)}` },
  },
  {
    route: "POST /api/reset-password",
    body: () => ({ token: "not-a-token", password: "matrix-Passw0rd" }),
    expect: EVERYONE_400,
    bad: { body: () => ({ token: "not-a-token", password: "x" }) },
  },

  // Catalogue and user reviews: any signed-in user reads; administrators change podcasts; a user review
  // is changed by its author or an administrator (here it belongs to someone else).
  { route: "GET /api/podcasts", expect: SIGNED_IN, bad: { path: () => "/api/podcasts?page=0" } },
  {
    route: "GET /api/podcasts/:id",
    path: (f) => `/api/podcasts/${f.podcastId}`,
    expect: SIGNED_IN,
    bad: { path: () => "/api/podcasts/abc" },
  },
  {
    route: "GET /api/podcasts/:id/reviews",
    path: (f) => `/api/podcasts/${f.podcastId}/reviews`,
    expect: SIGNED_IN,
    bad: { path: (f) => `/api/podcasts/${f.podcastId}/reviews?pageSize=1000` },
  },
  {
    route: "GET /api/podcasts/:id/cover.svg",
    path: (f) => `/api/podcasts/${f.podcastId}/cover.svg`,
    expect: EVERYONE_200,
    bad: { path: () => "/api/podcasts/abc/cover.svg" },
  },
  {
    route: "GET /api/search/podcasts",
    path: () => "/api/search/podcasts?q=matrix",
    expect: SIGNED_IN,
    bad: { path: () => `/api/search/podcasts?q=${"x".repeat(300)}` },
  },
  {
    route: "POST /api/podcasts",
    body: () => podcastInput(),
    expect: [401, 403, 403, 403, 201],
    bad: { body: () => ({ title: 5 }), expect: [401, 403, 403, 403, 400] },
  },
  {
    route: "PUT /api/podcasts/:id",
    path: (f) => `/api/podcasts/${f.podcastId}`,
    body: () => podcastInput(),
    expect: ADMIN_ONLY,
    bad: { body: () => ({ title: 5 }) },
  },
  {
    route: "POST /api/admin/podcasts/import",
    body: () => [podcastInput()],
    expect: ADMIN_ONLY,
    bad: { path: () => "/api/admin/podcasts/import?format=nope" },
  },
  {
    route: "GET /api/admin/podcasts/imports/:id",
    path: async (f) => {
      const id = randomUUID();
      await startImportProgress(f.t.ctx.db, id, f.users.admin.id);
      return `/api/admin/podcasts/imports/${id}`;
    },
    expect: ADMIN_ONLY,
    bad: { path: () => "/api/admin/podcasts/imports/not-a-uuid" },
  },
  {
    route: "POST /api/reviews",
    body: async (f) => ({
      podcastId: (await createPodcast(f.t.ctx, podcastInput())).id,
      title: "Matrix review",
      content: "A review written by the access matrix.",
      rating: 4,
    }),
    expect: [401, 201, 201, 201, 201],
    bad: { body: () => ({ podcastId: "one", rating: 9 }), expect: [401, 400, 400, 400, 400] },
  },
  {
    route: "PUT /api/reviews/:id",
    path: async (f) => `/api/reviews/${await f.userReview()}`,
    body: () => ({ title: "Changed title", content: "Changed content of the review.", rating: 3 }),
    expect: ADMIN_ONLY,
    bad: { body: () => ({ rating: 9 }) },
  },
  {
    route: "DELETE /api/reviews/:id",
    path: async (f) => `/api/reviews/${await f.userReview()}`,
    expect: ADMIN_ONLY,
    bad: { path: () => "/api/reviews/abc", expect: [401, 400, 400, 400, 400] },
  },

  // Reports: any signed-in account reports a review that is not its own (a new one each time);
  // administrators list the reported reviews and decide on them.
  {
    route: "POST /api/reports",
    body: async (f) => ({ kind: "review", id: String(await f.userReview()), reason: "spam" }),
    // Active accounts only (issue 48 item 6): a pending one is refused before the body is read.
    expect: [401, 403, 201, 201, 201],
    bad: { body: () => ({ kind: "podcast", id: "1", reason: "spam" }), expect: [401, 403, 400, 400, 400] },
  },
  {
    route: "GET /api/admin/reports",
    path: () => "/api/admin/reports?status=closed",
    expect: ADMIN_ONLY,
    bad: { path: () => "/api/admin/reports?status=nope" },
  },
  { route: "GET /api/admin/reports/summary", expect: ADMIN_ONLY },
  {
    route: "PUT /api/admin/reports/:kind/:id",
    path: async (f) => {
      const id = String(await f.userReview());
      const report = { kind: "review", id, reason: "spam", note: null } as const;
      await submitReport(f.t.ctx.db, await f.newUser(), report, 20);
      return `/api/admin/reports/review/${id}`;
    },
    body: () => ({ action: "dismiss" }),
    expect: ADMIN_ONLY,
    bad: { body: () => ({ action: "delete" }) },
  },

  // Profiles: anyone signed in sees a user's public fields; a profile is edited by its owner or an admin.
  {
    route: "GET /api/users/:id",
    path: async (f) => `/api/users/${(await f.newUser()).id}`,
    expect: SIGNED_IN,
    bad: { path: () => "/api/users/abc" },
  },
  {
    route: "PATCH /api/users/:id",
    path: async (f) => `/api/users/${(await f.newUser()).id}`,
    body: () => ({ name: "Matrix Renamed" }),
    expect: ADMIN_ONLY,
    bad: { body: () => ({ name: "" }) },
  },

  // Administration
  { route: "GET /api/users", expect: ADMIN_ONLY, bad: { path: () => "/api/users?sort=nope" } },
  {
    route: "PUT /api/users/:id",
    path: async (f) => `/api/users/${(await f.newUser()).id}`,
    body: () => ({ status: "suspended" }),
    expect: ADMIN_ONLY,
    bad: { body: () => ({ status: "nope" }) },
  },
  {
    route: "DELETE /api/users/:id",
    path: async (f) => `/api/users/${(await f.newUser()).id}`,
    expect: ADMIN_ONLY,
    bad: { path: () => "/api/users/abc" },
  },
  { route: "GET /api/admin/stats", expect: ADMIN_ONLY },
  { route: "GET /api/admin/audit", expect: ADMIN_ONLY, bad: { path: () => "/api/admin/audit?page=0" } },
  {
    route: "GET /api/admin/stats/trends",
    path: () => "/api/admin/stats/trends?weeks=4",
    expect: ADMIN_ONLY,
    bad: { path: () => "/api/admin/stats/trends?weeks=53" },
  },
  { route: "GET /api/admin/export/users.csv", expect: ADMIN_ONLY },
  { route: "GET /api/admin/export/critic-reviews.csv", expect: ADMIN_ONLY },
  { route: "GET /api/admin/export/reviews.csv", expect: ADMIN_ONLY },
  { route: "GET /api/admin/critic-names", expect: ADMIN_ONLY },
  {
    route: "POST /api/admin/critic-names",
    body: () => ({ name: uniqueCriticName("Matrix New"), publication: "Matrix Monthly" }),
    expect: [401, 403, 403, 403, 201],
    bad: { body: () => ({ name: "A" }), expect: [401, 403, 403, 403, 400] },
  },
  {
    route: "POST /api/admin/critic-names/:name/publications",
    path: () => `/api/admin/critic-names/${encodeURIComponent(PUBLISHING_CRITIC)}/publications`,
    body: () => ({ publication: uniqueCriticName("Matrix Gazette") }),
    expect: [401, 403, 403, 403, 201],
    bad: { body: () => ({ publication: "" }), expect: [401, 403, 403, 403, 400] },
  },
  {
    route: "POST /api/admin/critic-names/:name/nudge",
    path: () => `/api/admin/critic-names/${encodeURIComponent(uniqueCriticName("Nobody"))}/nudge`,
    expect: [401, 403, 403, 403, 404],
    bad: {
      path: () => `/api/admin/critic-names/${"x".repeat(300)}/nudge`,
      expect: [401, 403, 403, 403, 400],
    },
  },
  {
    route: "POST /api/admin/check-milestone/:userId",
    path: ({ users }) => `/api/admin/check-milestone/${users.criticNamed.id}`,
    expect: ADMIN_ONLY,
    bad: { path: () => "/api/admin/check-milestone/abc" },
  },

  // Critic workspace: a critic sees and edits only their own name's data; administrators any.
  {
    route: "GET /api/critic/:criticName/info",
    path: () => `/api/critic/${encodeURIComponent(CRITIC_NAME)}/info`,
    expect: OWN_CRITIC,
    bad: { path: () => `/api/critic/${"x".repeat(300)}/info`, expect: [401, 403, 403, 403, 400] },
  },
  {
    route: "GET /api/critic/:criticName/reviews.csv",
    path: () => `/api/critic/${encodeURIComponent(CRITIC_NAME)}/reviews.csv`,
    expect: OWN_CRITIC,
    bad: { path: () => `/api/critic/${"x".repeat(300)}/reviews.csv`, expect: [401, 403, 403, 403, 400] },
  },
  {
    route: "GET /api/critic/:criticName/reviews",
    path: () => `/api/critic/${encodeURIComponent(CRITIC_NAME)}/reviews`,
    expect: OWN_CRITIC,
    bad: { path: () => `/api/critic/${"x".repeat(300)}/reviews`, expect: [401, 403, 403, 403, 400] },
  },
  {
    route: "GET /api/critic-reviews/:criticName",
    path: () => `/api/critic-reviews/${encodeURIComponent(CRITIC_NAME)}`,
    expect: OWN_CRITIC,
    bad: { path: () => `/api/critic-reviews/${"x".repeat(300)}`, expect: [401, 403, 403, 403, 400] },
  },
  {
    route: "PATCH /api/critic-reviews/:id",
    path: async (f) => `/api/critic-reviews/${await f.criticReview()}`,
    body: () => ({ snippet: "An edited snippet that is long enough to pass." }),
    expect: OWN_CRITIC,
    bad: { body: () => ({ rating: 99 }) },
  },
  {
    route: "DELETE /api/critic-reviews/:id",
    path: async (f) => `/api/critic-reviews/${await f.criticReview()}`,
    expect: ADMIN_ONLY,
    bad: { path: () => `/api/critic-reviews/${"x".repeat(300)}` },
  },
  {
    route: "POST /api/airtable/reviews",
    body: () =>
      validSubmission({ snippet: `${uniqueCriticName("Snippet")} is a podcast review snippet long enough.` }),
    expect: [401, 403, 403, 201, 403],
    bad: { body: () => ({ rating: 99 }), expect: [401, 403, 403, 400, 403] },
  },
  { route: "GET /api/admin/critic-reviews/sync", expect: ADMIN_ONLY },
  { route: "POST /api/admin/critic-reviews/retry-failed", expect: ADMIN_ONLY },
  {
    route: "POST /api/admin/critic-reviews/:id/retry",
    path: () => "/api/admin/critic-reviews/999999/retry",
    expect: [401, 403, 403, 403, 404],
    bad: {
      path: () => `/api/admin/critic-reviews/${"x".repeat(300)}/retry`,
      expect: [401, 403, 403, 403, 400],
    },
  },

  // Critics on the catalogue: a podcast's critic reviews (signed in), public critic pages and the
  // leaderboard (no sign-in), and linking critic reviews to podcasts (administrators).
  {
    route: "GET /api/podcasts/:id/critic-reviews",
    path: (f) => `/api/podcasts/${f.podcastId}/critic-reviews`,
    expect: SIGNED_IN,
    bad: { path: (f) => `/api/podcasts/${f.podcastId}/critic-reviews?pageSize=1000` },
  },
  { route: "GET /api/critics", expect: EVERYONE_200, bad: { path: () => "/api/critics?period=nope" } },
  {
    route: "GET /api/critics/:slug",
    path: () => "/api/critics/matrix-critic",
    expect: EVERYONE_200,
    bad: { path: () => "/api/critics/matrix-critic?page=0" },
  },
  {
    route: "GET /api/admin/critic-reviews",
    path: () => "/api/admin/critic-reviews?linked=true&q=matrix",
    expect: ADMIN_ONLY,
    bad: { path: () => "/api/admin/critic-reviews?linked=maybe" },
  },
  {
    route: "GET /api/admin/critic-reviews/unlinked",
    expect: ADMIN_ONLY,
    bad: { path: () => "/api/admin/critic-reviews/unlinked?page=0" },
  },
  {
    route: "PUT /api/admin/critic-reviews/:id/link",
    path: async (f) => `/api/admin/critic-reviews/${await f.criticReview()}/link`,
    body: (f) => ({ podcastId: f.podcastId }),
    expect: ADMIN_ONLY,
    bad: { body: () => ({ podcastId: "one" }) },
  },
  {
    route: "DELETE /api/admin/critic-reviews/:id/link",
    path: async (f) => `/api/admin/critic-reviews/${await f.criticReview()}/link`,
    expect: [401, 403, 403, 403, 204],
    bad: { path: () => `/api/admin/critic-reviews/${"x".repeat(300)}/link` },
  },

  // Episodes read from the feeds (issue 52): readable signed in, as the podcast page is; the feed's state
  // and "refresh now" for administrators.
  {
    route: "GET /api/podcasts/:id/episodes",
    path: async (f) => `/api/podcasts/${(await withEpisode(f)).podcastId}/episodes`,
    expect: SIGNED_IN,
    bad: { path: (f) => `/api/podcasts/${f.podcastId}/episodes?pageSize=1000` },
  },
  {
    route: "GET /api/episodes/:id",
    path: async (f) => `/api/episodes/${(await withEpisode(f)).episodeId}`,
    expect: SIGNED_IN,
    bad: { path: () => "/api/episodes/first" },
  },
  {
    route: "GET /api/episodes/:id/reviews",
    path: async (f) => `/api/episodes/${(await withEpisode(f)).episodeId}/reviews`,
    expect: SIGNED_IN,
    bad: { path: async (f) => `/api/episodes/${(await withEpisode(f)).episodeId}/reviews?page=0` },
  },
  {
    route: "GET /api/episodes/:id/critic-reviews",
    path: async (f) => `/api/episodes/${(await withEpisode(f)).episodeId}/critic-reviews`,
    expect: SIGNED_IN,
    bad: { path: async (f) => `/api/episodes/${(await withEpisode(f)).episodeId}/critic-reviews?page=0` },
  },
  {
    route: "GET /api/admin/podcasts/:id/feed",
    path: async (f) => `/api/admin/podcasts/${(await withEpisode(f)).podcastId}/feed`,
    expect: ADMIN_ONLY,
    bad: { path: () => "/api/admin/podcasts/x/feed" },
  },
  {
    route: "POST /api/admin/podcasts/:id/feed/refresh",
    path: async (f) => `/api/admin/podcasts/${(await withEpisode(f)).podcastId}/feed/refresh`,
    expect: [401, 403, 403, 403, 202],
    bad: { path: () => "/api/admin/podcasts/0/feed/refresh" },
  },
  {
    route: "GET /api/admin/feeds",
    path: () => "/api/admin/feeds?status=failing",
    expect: ADMIN_ONLY,
    bad: { path: () => "/api/admin/feeds?status=broken" },
  },

  // Public pages of a critic (no sign-in): the app's page (index.html with unfurl tags), the share page
  // and the card.
  { route: "GET /critics/*", path: () => criticPagePath("matrix-critic"), expect: EVERYONE_200 },
  { route: "GET /share/critics/:slug", path: () => criticSharePath("matrix-critic"), expect: EVERYONE_200 },
  {
    route: "GET /share/critics/:slug/card.png",
    path: () => `${criticSharePath("matrix-critic")}/card.png`,
    expect: EVERYONE_200,
  },
  { route: "GET /share/fonts/:file", path: () => "/share/fonts/inter-400.woff2", expect: EVERYONE_200 },

  // The critic programme: an account without a critic name applies (the pending and critic callers hold
  // an open application from the start, so applying again is a 409); administrators decide; a critic with
  // a critic name edits their profile; the feeds are public.
  {
    route: "POST /api/critic-applications",
    body: () => validApplication(),
    expect: [401, 409, 409, 403, 403],
    bad: {
      body: () => ({ ...validApplication(), statement: "Too short." }),
      expect: [401, 400, 400, 403, 403],
    },
  },
  { route: "GET /api/critic-applications/mine", expect: [401, 200, 200, 200, 200] },
  { route: "DELETE /api/critic-applications/mine", expect: [401, 200, 200, 404, 404] },
  {
    route: "GET /api/admin/critic-applications",
    expect: ADMIN_ONLY,
    bad: { path: () => "/api/admin/critic-applications?status=nope" },
  },
  { route: "GET /api/admin/critic-applications/summary", expect: ADMIN_ONLY },
  {
    route: "POST /api/admin/critic-applications/:id/approve",
    path: async (f) => `/api/admin/critic-applications/${await f.application()}/approve`,
    expect: ADMIN_ONLY,
    bad: { body: () => ({ publications: [] }) },
  },
  {
    route: "POST /api/admin/critic-applications/:id/decline",
    path: async (f) => `/api/admin/critic-applications/${await f.application()}/decline`,
    body: () => ({ reason: "Declined by the access matrix." }),
    expect: ADMIN_ONLY,
    bad: { body: () => ({ reason: "Short" }) },
  },
  { route: "GET /api/critic/profile", expect: [401, 403, 403, 200, 403] },
  {
    route: "PUT /api/critic/profile",
    body: () => ({ bio: "Matrix bio.", website: null, links: [] }),
    expect: [401, 403, 403, 200, 403],
    bad: { body: () => ({ bio: "", website: "http://insecure.example", links: [] }) },
  },
  {
    route: "GET /critics/:slug/feed.xml",
    path: () => "/critics/matrix-critic/feed.xml",
    expect: EVERYONE_200,
    bad: { path: () => "/critics/NOT%20A%20SLUG/feed.xml", expect: [404, 404, 404, 404, 404] },
  },
  { route: "GET /feed.xml", expect: EVERYONE_200 },
  // For search engines (issue 34): public.
  { route: "GET /robots.txt", expect: EVERYONE_200 },
  { route: "GET /sitemap.xml", expect: EVERYONE_200 },
  // The built client's page files (decision 0065): public, like the files themselves.
  { route: "GET /page-files.json", expect: EVERYONE_200 },

  // Following (issue 53): an active account follows (the pending caller is refused before the body or
  // the target is looked at); whether one follows is public for critics, signed in for podcasts; the
  // unsubscribe link is its token's alone.
  {
    route: "GET /api/critics/:slug/follow",
    path: () => `/api/critics/${FOLLOWED_SLUG}/follow`,
    expect: EVERYONE_200,
    bad: { path: () => "/api/critics/NOT%20A%20SLUG/follow" },
  },
  {
    route: "PUT /api/critics/:slug/follow",
    path: () => `/api/critics/${FOLLOWED_SLUG}/follow`,
    expect: FOLLOWERS,
    bad: { path: () => "/api/critics/NOT%20A%20SLUG/follow" },
  },
  {
    route: "DELETE /api/critics/:slug/follow",
    path: () => `/api/critics/${FOLLOWED_SLUG}/follow`,
    expect: FOLLOWERS,
    bad: { path: () => "/api/critics/NOT%20A%20SLUG/follow" },
  },
  {
    route: "GET /api/podcasts/:id/follow",
    path: (f) => `/api/podcasts/${f.podcastId}/follow`,
    expect: SIGNED_IN,
    bad: { path: () => "/api/podcasts/abc/follow" },
  },
  {
    route: "PUT /api/podcasts/:id/follow",
    path: (f) => `/api/podcasts/${f.podcastId}/follow`,
    expect: FOLLOWERS,
    bad: { path: () => "/api/podcasts/abc/follow" },
  },
  {
    route: "DELETE /api/podcasts/:id/follow",
    path: (f) => `/api/podcasts/${f.podcastId}/follow`,
    expect: FOLLOWERS,
    bad: { path: () => "/api/podcasts/abc/follow" },
  },
  { route: "GET /api/following", expect: SIGNED_IN, bad: { path: () => "/api/following?page=0" } },
  { route: "GET /api/feed", expect: SIGNED_IN, bad: { path: () => "/api/feed?limit=0" } },
  {
    route: "PUT /api/user/digest",
    body: () => ({ digest: "weekly" }),
    expect: SIGNED_IN,
    bad: { body: () => ({ digest: "daily" }) },
  },
  {
    route: "GET /unsubscribe/:token",
    path: async (f) => `/unsubscribe/${unsubscribeToken(f.t.config.sessionSecret, (await f.newUser()).id)}`,
    expect: EVERYONE_200,
    bad: { path: () => "/unsubscribe/1.20000.forged", expect: EVERYONE_400 },
  },
  {
    route: "POST /unsubscribe/:token",
    path: async (f) => `/unsubscribe/${unsubscribeToken(f.t.config.sessionSecret, (await f.newUser()).id)}`,
    body: () => "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    expect: EVERYONE_200,
    bad: { path: () => "/unsubscribe/1.20000.forged", expect: EVERYONE_400 },
  },
];

/** Routes that are not endpoints: the built client's static files. */
const NOT_ENDPOINTS = new Set(["GET /*"]);

let t: TestApp;
let fixtures: Fixtures;

beforeAll(async () => {
  // Metrics on, so that its (optional) endpoint is registered and checked too.
  t = await createTestApp({ env: { METRICS_ENABLED: "1" } });
  fixtures = {
    t,
    users: {
      pending: await t.createUser({ role: "critic", status: "pending", criticName: null }),
      critic: await t.createUser({ role: "critic", status: "active", criticName: null }),
      criticNamed: await t.createUser({ role: "critic", status: "active", criticName: CRITIC_NAME }),
      admin: await t.createUser({ role: "admin", status: "active" }),
    },
    newUser: (overrides) => t.createUser(overrides),
    podcastId: (await createPodcast(t.ctx, podcastInput())).id,
    async userReview() {
      const author = await t.createUser();
      const podcast = await createPodcast(t.ctx, podcastInput());
      const review = await createReview(t.ctx.db, author, validReview(podcast.id, 4));
      return review.id;
    },
    async criticReview() {
      const [record] = await t.ctx.criticDb.upsertReviews([
        {
          submissionId: uniqueCriticName("matrix-review"),
          reviewer: CRITIC_NAME,
          publication: "Matrix Weekly",
          podcast: "The Daily",
          snippet: "A review in the critic database, written for the access matrix.",
          rating: 4,
          date: "2025-01-05",
          url: "https://example.com/matrix",
        },
      ]);
      return record!.id;
    },
    async application() {
      const applicant = await t.createUser({ role: "critic", status: "pending", criticName: null });
      return (await applyToProgramme(t.ctx, applicant, applicationInputSchema.parse(validApplication()))).id;
    },
  };
  for (const caller of ["pending", "critic"] as const)
    await applyToProgramme(t.ctx, fixtures.users[caller], applicationInputSchema.parse(validApplication()));
  await t.ctx.criticDb.createCriticName({ name: CRITIC_NAME, publication: "Matrix Weekly" });
  await t.createUser({ role: "critic", status: "active", criticName: FOLLOWED_CRITIC });
  await t.ctx.criticDb.createCriticName({ name: PUBLISHING_CRITIC, publication: "Matrix Daily" });
});
afterAll(() => t.close());

/**
 * What is wrong with an error answer's envelope: every 4xx (but the HTML pages' 404) carries a known
 * `code` beside its message, a 401 asks to sign in, and a 403 names why (a code of that status: the role,
 * the account's state, someone else's row; access-tiers.int.test.ts shows which tier says which).
 */
function envelopeFaults(caller: Caller, res: { status: number; body: unknown; text: string }): string[] {
  if (res.status < 400 || (res.status === 404 && !res.body)) return [];
  const body = res.body as { code?: unknown; message?: unknown } | undefined;
  const faults: string[] = [];
  if (typeof body?.message !== "string") faults.push(`${caller}: a ${res.status} without a { message }`);
  if (!ERROR_CODE_NAMES.includes(body?.code as never))
    faults.push(`${caller}: a ${res.status} without a known code: ${res.text.slice(0, 120)}`);
  const code = body?.code as keyof typeof ERROR_CODES;
  if (res.status === 401 && code !== "sign_in_required")
    faults.push(`${caller}: a 401 with code ${String(code)}, not sign_in_required`);
  if (res.status === 403 && ERROR_CODES[code]?.status !== 403)
    faults.push(`${caller}: a 403 with code ${String(code)}, not a code of a refusal (403)`);
  return faults;
}

/** A podcast with a feed URL and one episode (made directly: no feed is read here). */
async function withEpisode(f: Fixtures): Promise<{ podcastId: number; episodeId: number }> {
  const podcast = await createPodcast(f.t.ctx, {
    ...podcastInput(),
    feedUrl: `https://feeds.example/matrix-${randomUUID()}.xml`,
  });
  const [episode] = await f.t.ctx.db
    .insert(episodes)
    .values({ podcastId: podcast.id, guid: "matrix-1", title: "Matrix episode" })
    .returning({ id: episodes.id });
  return { podcastId: podcast.id, episodeId: episode!.id };
}

/** A client with a session of its own, so a cell that signs out cannot affect another cell. */
async function clientFor(caller: Caller): Promise<TestClient> {
  const client = t.client();
  if (caller === "anonymous") return client;
  const user = fixtures.users[caller];
  const res = await client.post("/api/login", { username: user.username, password: user.password });
  if (res.status !== 200) throw new Error(`login as ${caller} failed: ${res.status}`);
  return client;
}

describe("role × endpoint matrix", () => {
  it("has exactly one row for every registered route", () => {
    const registered = t.app.registeredRoutes
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !NOT_ENDPOINTS.has(route));
    const inTable = MATRIX.map((row) => row.route);
    expect(new Set(inTable).size, "a route appears twice in the table").toBe(inTable.length);
    expect([...new Set(registered)].sort(), "registered routes missing from (or extra in) the table").toEqual(
      [...inTable].sort(),
    );
  });

  it.each(MATRIX)("$route", async (row) => {
    const [method, url] = row.route.split(" ") as [string, string];
    const failures: string[] = [];
    for (const [index, caller] of CALLERS.entries()) {
      const client = await clientFor(caller);
      const path = row.path ? await row.path(fixtures) : url;
      const body = await row.body?.(fixtures);
      const res = await client.request(method as "GET", path, body, row.headers);
      const expected = row.expect[index];
      if (res.status !== expected)
        failures.push(`${caller}: expected ${expected}, got ${res.status} ${res.text.slice(0, 200)}`);
      failures.push(...envelopeFaults(caller, res));
    }
    expect(failures).toEqual([]);
  });

  it.each(MATRIX.filter((row) => row.bad))("$route, with malformed input", async (row) => {
    const [method, url] = row.route.split(" ") as [string, string];
    const bad = row.bad!;
    const expect400 = row.expect.map((status) => (status < 300 ? 400 : status)) as unknown as Statuses;
    const failures: string[] = [];
    for (const [index, caller] of CALLERS.entries()) {
      const client = await clientFor(caller);
      const pathOf = bad.path ?? row.path;
      const path = pathOf ? await pathOf(fixtures) : url;
      const body = await (bad.body ?? row.body)?.(fixtures);
      const res = await client.request(method as "GET", path, body, row.headers);
      const expected = (bad.expect ?? expect400)[index];
      if (res.status !== expected)
        failures.push(`${caller}: expected ${expected}, got ${res.status} ${res.text.slice(0, 200)}`);
      failures.push(...envelopeFaults(caller, res));
    }
    expect(failures).toEqual([]);
  });

  it("names malformed input for every route that takes any", () => {
    const takesInput = (row: Row) =>
      row.body !== undefined || row.route.includes(":") || /podcasts$|users$|audit$/.test(row.route);
    const missing = MATRIX.filter(
      (row) => takesInput(row) && !row.bad && !row.route.startsWith("GET /share"),
    );
    expect(missing.map((row) => row.route)).toEqual([]);
  });
});
