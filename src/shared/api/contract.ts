import { z } from "zod";
import {
  addedPublicationSchema,
  adminCriticWithActivitySchema,
  adminStatsSchema,
  auditEntrySchema,
  createdCriticSchema,
  deletedUserSchema,
  nudgedSchema,
  trendsSchema,
} from "../schemas/admin";
import { errorBodySchema, messageSchema } from "../schemas/common";
import {
  criticInfoSchema,
  criticReviewSchema,
  criticReviewSubmittedSchema,
  syncOverviewSchema,
} from "../schemas/critic";
import {
  adminCriticReviewSchema,
  criticPageSchema,
  leaderboardSchema,
  linkCriticReviewResultSchema,
  pagedSchema,
  podcastCriticReviewSchema,
  unlinkedCriticReviewSchema,
} from "../schemas/critics";
import { episodeDetailSchema, episodePageSchema, feedStatusSchema } from "../schemas/episode";
import { digestSettingSchema, feedPageSchema, followedSchema, followStateSchema } from "../schemas/following";
import { reportItemSchema, reportSummarySchema } from "../schemas/moderation";
import {
  importProgressSchema,
  importReportSchema,
  podcastDetailSchema,
  podcastPageSchema,
  podcastSearchResultSchema,
} from "../schemas/podcast";
import { publicUserSchema } from "../schemas/profile";
import {
  adminApplicationSchema,
  applicationSchema,
  applicationSummarySchema,
  criticProfileSchema,
} from "../schemas/programme";
import { podcastViewSchema, reviewSchema } from "../schemas/review";
import { siteConfigSchema } from "../schemas/site";
import { sessionResponseSchema, userResponseSchema, userSchema } from "../schemas/user";

/** A non-JSON answer (an image, a CSV file): its media type. */
export interface MediaAnswer {
  media: string;
  description: string;
}
const media = (type: string, description: string): MediaAnswer => ({ media: type, description });
const noContent = z.null().describe("No content");
const criticReviewList = z.array(criticReviewSchema);
const csv = (what: string) => media("text/csv", `${what} as CSV`);

/**
 * The API's one contract: every endpoint, "METHOD /path" exactly as the server registers it, with the
 * status and schema of its success answer (errors are always the `{ code, message, errors? }` envelope). The
 * server's routes take their response schemas from here (`http/responses.ts` `answers`), the OpenAPI
 * document is built from them, and the client's calls are typed from it (`apiCall` in `src/client/lib/api.ts`), so
 * a change on one side that the other does not follow fails to compile. Imported by the client as types
 * only: no zod in its bundles from here.
 */
export const API = {
  "GET /api/config": { 200: siteConfigSchema },
  "GET /api/user": { 200: userResponseSchema },
  "GET /api/session": { 200: sessionResponseSchema },
  "POST /api/register": { 201: userResponseSchema },
  "POST /api/login": { 200: userResponseSchema },
  "POST /api/logout": { 200: messageSchema },
  "POST /api/forgot-password": { 200: messageSchema },
  "GET /api/validate-reset-token/:token": {
    200: z.object({ valid: z.literal(true) }),
    400: errorBodySchema.extend({ valid: z.literal(false).optional() }),
  },
  "POST /api/reset-password": { 200: messageSchema },
  "POST /api/users/me/password": { 204: noContent },
  "DELETE /api/sessions/others": { 200: z.object({ ended: z.number().int() }) },

  "GET /api/users": { 200: z.array(userSchema) },
  "PUT /api/users/:id": { 200: userSchema },
  "DELETE /api/users/:id": { 200: deletedUserSchema },
  "GET /api/users/:id": { 200: z.union([userSchema, publicUserSchema]) },
  "PATCH /api/users/:id": { 200: userResponseSchema },

  "GET /api/admin/stats": { 200: adminStatsSchema },
  "GET /api/admin/stats/trends": { 200: trendsSchema },
  "GET /api/admin/audit": { 200: z.array(auditEntrySchema) },
  "GET /api/admin/critic-names": { 200: z.array(adminCriticWithActivitySchema) },
  "POST /api/admin/critic-names": { 201: createdCriticSchema },
  "POST /api/admin/critic-names/:name/nudge": { 200: nudgedSchema },
  "POST /api/admin/critic-names/:name/publications": { 201: addedPublicationSchema },
  "POST /api/admin/check-milestone/:userId": { 200: messageSchema },
  "GET /api/admin/export/users.csv": { 200: csv("Users") },
  "GET /api/admin/export/critic-reviews.csv": { 200: csv("Critic reviews") },
  "GET /api/admin/export/reviews.csv": { 200: csv("User reviews") },

  "GET /api/podcasts": { 200: podcastPageSchema },
  "POST /api/podcasts": { 201: podcastDetailSchema },
  "GET /api/podcasts/:id": { 200: podcastViewSchema },
  "PUT /api/podcasts/:id": { 200: podcastDetailSchema },
  "GET /api/podcasts/:id/reviews": { 200: z.array(reviewSchema) },
  "GET /api/podcasts/:id/cover.svg": { 200: media("image/svg+xml", "The cover as SVG") },
  "GET /api/search/podcasts": { 200: z.array(podcastSearchResultSchema) },
  "POST /api/admin/podcasts/import": { 200: importReportSchema },
  "GET /api/admin/podcasts/imports/:id": { 200: importProgressSchema },

  "GET /api/podcasts/:id/episodes": { 200: episodePageSchema },
  "GET /api/episodes/:id": { 200: episodeDetailSchema },
  "GET /api/episodes/:id/reviews": { 200: z.array(reviewSchema) },
  "GET /api/admin/podcasts/:id/feed": { 200: feedStatusSchema },
  "POST /api/admin/podcasts/:id/feed/refresh": { 202: messageSchema },
  "GET /api/admin/feeds": { 200: pagedSchema(feedStatusSchema) },

  "POST /api/reviews": { 201: reviewSchema },
  "PUT /api/reviews/:id": { 200: reviewSchema },
  "DELETE /api/reviews/:id": { 200: messageSchema },

  "GET /api/critic/:criticName/info": { 200: criticInfoSchema },
  "GET /api/critic/:criticName/reviews": { 200: criticReviewList },
  "GET /api/critic-reviews/:criticName": { 200: criticReviewList },
  "GET /api/critic/:criticName/reviews.csv": { 200: csv("The reviews") },
  "PATCH /api/critic-reviews/:id": { 200: criticReviewSchema },
  "DELETE /api/critic-reviews/:id": { 200: messageSchema },
  "POST /api/airtable/reviews": { 201: criticReviewSubmittedSchema },
  "GET /api/admin/critic-reviews/sync": { 200: syncOverviewSchema },
  "POST /api/admin/critic-reviews/retry-failed": { 200: z.object({ retried: z.number().int() }) },
  "POST /api/admin/critic-reviews/:id/retry": { 200: criticReviewSchema },

  "GET /api/podcasts/:id/critic-reviews": { 200: pagedSchema(podcastCriticReviewSchema) },
  "GET /api/episodes/:id/critic-reviews": { 200: pagedSchema(podcastCriticReviewSchema) },
  "GET /api/critics": { 200: leaderboardSchema },
  "GET /api/critics/:slug": { 200: criticPageSchema },
  "GET /api/admin/critic-reviews": { 200: pagedSchema(adminCriticReviewSchema) },
  "GET /api/admin/critic-reviews/unlinked": { 200: pagedSchema(unlinkedCriticReviewSchema) },
  "PUT /api/admin/critic-reviews/:id/link": { 200: linkCriticReviewResultSchema },
  "DELETE /api/admin/critic-reviews/:id/link": { 204: noContent },

  "POST /api/critic-applications": { 201: applicationSchema },
  "GET /api/critic-applications/mine": { 200: applicationSchema.nullable() },
  "DELETE /api/critic-applications/mine": { 200: applicationSchema },
  "GET /api/admin/critic-applications": { 200: pagedSchema(adminApplicationSchema) },
  "GET /api/admin/critic-applications/summary": { 200: applicationSummarySchema },
  "POST /api/admin/critic-applications/:id/approve": { 200: adminApplicationSchema },
  "POST /api/admin/critic-applications/:id/decline": { 200: adminApplicationSchema },
  "GET /api/critic/profile": { 200: criticProfileSchema },
  "PUT /api/critic/profile": { 200: criticProfileSchema },

  "POST /api/reports": { 201: messageSchema },
  "GET /api/admin/reports": { 200: pagedSchema(reportItemSchema) },
  "GET /api/admin/reports/summary": { 200: reportSummarySchema },
  "PUT /api/admin/reports/:kind/:id": { 200: reportItemSchema },

  "GET /api/critics/:slug/follow": { 200: followStateSchema },
  "PUT /api/critics/:slug/follow": { 204: noContent },
  "DELETE /api/critics/:slug/follow": { 204: noContent },
  "GET /api/podcasts/:id/follow": { 200: followStateSchema },
  "PUT /api/podcasts/:id/follow": { 204: noContent },
  "DELETE /api/podcasts/:id/follow": { 204: noContent },
  "GET /api/following": { 200: pagedSchema(followedSchema) },
  "GET /api/feed": { 200: feedPageSchema },
  "PUT /api/user/digest": { 200: digestSettingSchema },
} as const;

export type Api = typeof API;
export type ApiRoute = keyof Api;

type SuccessOf<R extends ApiRoute> = Api[R][Extract<keyof Api[R], 200 | 201 | 202 | 204>];
/** What a call of the route answers when it succeeds (a string for a CSV or an image). */
export type ApiAnswer<R extends ApiRoute> = SuccessOf<R> extends z.ZodType ? z.output<SuccessOf<R>> : string;
