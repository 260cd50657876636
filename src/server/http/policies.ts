import { criticReviewPathParams } from "@shared/schemas/critic";
import { FOLLOW_ACTIVE_ONLY } from "@shared/schemas/following";
import { REPORT_ACTIVE_ONLY } from "@shared/schemas/moderation";
import type { FastifyRequest } from "fastify";
import type { UserRow } from "../db/schema";
import { secretsEqual } from "../lib/crypto";
import { forbidden, notFound, unauthorized } from "../lib/http-error";
import { carriesToken } from "../services/backup/server-control";
import {
  assertActiveCritic,
  assertMayReadCritic,
  requireCriticName,
  requireCriticNameToEdit,
} from "../services/critic/access";
import { assertMayEditCriticReview } from "../services/critic/reviews";
import { assertMayChangeReview } from "../services/reviews/reviews";
import { assertMayEditProfile } from "../services/users/profile";
import { rawIdParam, rawParam } from "./raw-params";

/**
 * Who may call a route. A route names one in its options (`config: { access: policies.admin }`) and
 * `http/access.ts` runs it in onRequest: before the body is read or validated, so a caller without
 * permission gets 401 / 403 whatever they send and learns no field rules. A signed-in policy hands the
 * handler the user as `request.actor`. Every permission rule of the API is here, by name.
 */
export interface Policy {
  readonly name: string;
  /** `signed-in`: 401 without a session, and `request.actor` is set; `anyone`: no session needed. */
  readonly who: "anyone" | "signed-in";
  /** Administrators only: the only kind an `/api/admin/` route may have. */
  readonly adminOnly: boolean;
  /** Throws 401 / 403 (or 404 where existence is the secret); `user` is null for `anyone`. */
  readonly rule: (request: FastifyRequest, user: UserRow | null) => void | Promise<void>;
}

type Rule = (request: FastifyRequest, user: UserRow) => void | Promise<void>;

const signedInPolicy = (name: string, rule: Rule = () => {}, adminOnly = false): Policy => ({
  name,
  who: "signed-in",
  adminOnly,
  rule: (request, user) => rule(request, user!),
});

const ADMINS_ONLY = "Administrators only.";
const SUSPENDED = "Your account is suspended.";
const NO_PUBLIC_PROFILE = "A public profile belongs to a critic: you have no critic name yet.";
const NOT_AN_APPLICANT = "Only an account waiting for its critic name can apply to the critic programme.";

export const policies = {
  /**
   * Anyone, signed in or not (sign-in, public critic pages, feeds, covers): each request counts against its
   * address's budget (http/public-limits.ts).
   */
  public: { name: "public", who: "anyone", adminOnly: false, rule: () => {} } satisfies Policy,

  /**
   * Anyone, for a fixed answer that costs nothing to give (health probes, robots.txt, the installation's
   * texts): not counted against an address's budget, so a load balancer's probes are never refused.
   */
  publicFixed: {
    name: "public (fixed answer)",
    who: "anyone",
    adminOnly: false,
    rule: () => {},
  } satisfies Policy,

  /** Any signed-in user. */
  signedIn: signedInPolicy("signed in"),

  /** An active account (not pending, not suspended): reporting a review (issue 48 item 6). */
  reporter: signedInPolicy("an active account", (_request, user) => {
    if (user.status === "suspended") throw forbidden(SUSPENDED, "account_suspended");
    if (user.status !== "active") throw forbidden(REPORT_ACTIVE_ONLY, "account_not_active");
  }),

  /** An active account (not pending, not suspended): following critics and podcasts (issue 53 item 1). */
  follower: signedInPolicy("an active account (following)", (_request, user) => {
    if (user.status === "suspended") throw forbidden(SUSPENDED, "account_suspended");
    if (user.status !== "active") throw forbidden(FOLLOW_ACTIVE_ONLY, "account_not_active");
  }),

  /** Administrators. */
  admin: signedInPolicy(
    "administrator",
    (_request, user) => {
      if (user.role !== "admin") throw forbidden(ADMINS_ONLY);
    },
    true,
  ),

  /** An active critic with a critic name: submitting reviews. */
  critic: signedInPolicy("active critic with a critic name", (_request, user) => {
    requireCriticName(user);
  }),

  /** An active critic with a critic name, about their public profile (the message says what it needs). */
  profiledCritic: signedInPolicy("active critic with a critic name (public profile)", (_request, user) => {
    if (!user.criticName) throw forbidden(NO_PUBLIC_PROFILE, "critic_name_required");
    assertActiveCritic(user);
  }),

  /** An account still without a critic name (a sign-up): applying to the critic programme. */
  applicant: signedInPolicy("an account without a critic name", (_request, user) => {
    if (user.role !== "critic" || user.criticName) throw forbidden(NOT_AN_APPLICANT);
  }),

  /** `:criticName`'s own critic, or an administrator: a critic's info, list and export. */
  criticNameOwner: signedInPolicy("the critic named, or an administrator", (request, user) => {
    assertMayReadCritic(user, (rawParam(request, "criticName") ?? "").trim());
  }),

  /** The critic whose name is the review's reviewer, or an administrator: editing a critic review. */
  criticReviewEditor: signedInPolicy("the review's critic, or an administrator", async (request, user) => {
    if (user.role === "admin") return;
    requireCriticNameToEdit(user);
    const id = rawParam(request, "id");
    // A malformed id is left to validation (400), which runs after this.
    if (id !== undefined && criticReviewPathParams.safeParse({ id }).success)
      await assertMayEditCriticReview(request.server.ctx, user, id);
  }),

  /** The user `:id` themselves, or an administrator: editing a profile. */
  profileOwner: signedInPolicy("the user, or an administrator", (request, user) => {
    assertMayEditProfile(user, rawIdParam(request));
  }),

  /** The review's author (not suspended), or an administrator: changing an audience review. */
  reviewAuthor: signedInPolicy("the review's author, or an administrator", (request, user) =>
    assertMayChangeReview(request.server.ctx.db, user, rawIdParam(request)),
  ),

  /** The bearer of METRICS_TOKEN when one is set, else anyone (the scraper of `/metrics`). */
  metricsReader: {
    name: "the metrics token's bearer",
    who: "anyone",
    adminOnly: false,
    rule: (request) => {
      const token = request.server.ctx.config.metricsToken;
      if (token && !secretsEqual(request.headers.authorization ?? "", `Bearer ${token}`))
        throw unauthorized("Metrics token required.");
    },
  } satisfies Policy,

  /**
   * The operator's commands on this machine (the backup command): the bearer of the running server's
   * control secret (DATA_DIR/server-control.json), never through a proxy. Anyone else gets a plain 404, so
   * the route's existence is not revealed.
   */
  operator: {
    name: "the operator (the server's control secret)",
    who: "anyone",
    adminOnly: false,
    rule: (request) => {
      const token = request.server.operatorToken;
      const proxied =
        request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
      if (!token || proxied || !carriesToken(request.headers.authorization, token)) throw notFound();
    },
  } satisfies Policy,
} as const;
