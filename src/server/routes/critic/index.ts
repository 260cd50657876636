import { criticNameParam } from "@shared/schemas/common";
import { criticReviewPathParams, REVIEW_SUBMITTED_MESSAGE } from "@shared/schemas/critic";
import { z } from "zod";
import { sendCsv } from "../../http/csv-reply";
import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { criticReviewEditBody, criticReviewSubmissionBody } from "../../http/request-bodies";
import { idempotencyKeyHeaders } from "../../http/request-headers";
import { answers } from "../../http/responses";
import { criticInfo } from "../../services/critic/info";
import { deleteCriticReview, editCriticReview, listCriticReviews } from "../../services/critic/reviews";
import { submitCriticReview } from "../../services/critic/submit";
import { criticReviewColumns } from "../../services/exports/critic-reviews-export";
import { csvStream } from "../../services/exports/csv";

/** What the API docs say of a critic review's episode (docs/decisions/0090). */
const EPISODE_FIELD_NOTE =
  "episodeId names an episode of the review's podcast (the one picked, else the one its name matches; once delivered, the one it is linked to): otherwise 400 naming episodeId. It is kept in this app's database only, never sent to Airtable.";

const criticNameParams = z.object({
  criticName: criticNameParam(),
});

export const criticRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("GET /api/critic/:criticName/info", policies.criticNameOwner, { params: criticNameParams }),
    handler: async (request) => criticInfo(ctx, request.params.criticName),
  });

  // Two paths, one list (SPEC section 7 has both).
  for (const path of ["/api/critic/:criticName/reviews", "/api/critic-reviews/:criticName"] as const) {
    api.get(
      path,
      {
        config: { access: policies.criticNameOwner },
        schema: {
          params: criticNameParams,
          summary: "A critic's reviews",
          response: answers(`GET ${path}`),
        },
      },
      async (request) => listCriticReviews(ctx, request.params.criticName),
    );
  }

  api.route({
    ...endpoint("GET /api/critic/:criticName/reviews.csv", policies.criticNameOwner, {
      params: criticNameParams,
    }),
    handler: async (request, reply) => {
      const reviews = await listCriticReviews(ctx, request.params.criticName);
      return sendCsv(reply, "my-reviews", ctx.config.timeZone, csvStream(criticReviewColumns, reviews));
    },
  });

  api.route({
    ...endpoint("PATCH /api/critic-reviews/:id", policies.criticReviewEditor, {
      description: `Only the fields given change. ${EPISODE_FIELD_NOTE} null makes it a review of the whole podcast.`,
      params: criticReviewPathParams,
      body: criticReviewEditBody,
    }),
    handler: async (request) => editCriticReview(ctx, request.actor, request.params.id, request.body),
  });

  api.route({
    ...endpoint("DELETE /api/critic-reviews/:id", policies.admin, { params: criticReviewPathParams }),
    handler: async (request) => {
      await deleteCriticReview(ctx, request.actor, request.params.id);
      return { message: "Review deleted" };
    },
  });

  api.route({
    ...endpoint("POST /api/airtable/reviews", policies.critic, {
      description: `podcastId links the review to a catalogue podcast. ${EPISODE_FIELD_NOTE}`,
      body: criticReviewSubmissionBody,
      headers: idempotencyKeyHeaders,
    }),
    handler: async (request, reply) => {
      const key = request.headers["idempotency-key"] ?? null;
      const { review, replayed } = await submitCriticReview(ctx, request.actor, request.body, key);
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.status(201).send({ message: REVIEW_SUBMITTED_MESSAGE, review });
    },
  });
});
