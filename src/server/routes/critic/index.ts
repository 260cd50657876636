import { criticNameParam } from "@shared/schemas/common";
import { criticReviewPathParams, REVIEW_SUBMITTED_MESSAGE } from "@shared/schemas/critic";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendCsv } from "../../http/csv-reply";
import { guards, requireUser } from "../../http/guards";
import { criticReviewEditBody, criticReviewSubmissionBody } from "../../http/request-bodies";
import { idempotencyKeyHeaders } from "../../http/request-headers";
import { answers } from "../../http/responses";
import {
  assertMayReadCritic,
  requireCriticName,
  requireCriticNameToEdit,
} from "../../services/critic/access";
import { criticInfo } from "../../services/critic/info";
import {
  assertMayEditCriticReview,
  deleteCriticReview,
  editCriticReview,
  listCriticReviews,
} from "../../services/critic/reviews";
import { submitCriticReview } from "../../services/critic/submit";
import { criticReviewColumns } from "../../services/exports/critic-reviews-export";
import { csvStream } from "../../services/exports/csv";

const criticNameParams = z.object({
  criticName: criticNameParam(),
});

/** Permission checks run before the payload is validated: 401 and 403 come first. */
const criticWithName = async (request: FastifyRequest) => {
  requireCriticName(requireUser(request));
};

export async function criticRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  /** A critic reads only their own name's data; checked on the raw path, before it is validated. */
  const mayReadCritic = async (request: FastifyRequest) => {
    const name = (request.params as { criticName?: unknown }).criticName;
    assertMayReadCritic(requireUser(request), typeof name === "string" ? name.trim() : "");
  };
  /** The ownership check of an edit comes before its body is validated. */
  const mayEditReview = async (request: FastifyRequest) => {
    const user = requireUser(request);
    const id = (request.params as { id?: unknown }).id;
    if (typeof id === "string" && criticReviewPathParams.safeParse({ id }).success)
      await assertMayEditCriticReview(ctx, user, id);
    else if (user.role !== "admin") requireCriticNameToEdit(user);
  };

  api.get(
    "/api/critic/:criticName/info",
    {
      preValidation: mayReadCritic,
      schema: {
        params: criticNameParams,
        summary: "A critic's count and publications",
        response: answers("GET /api/critic/:criticName/info"),
      },
    },
    async (request) => criticInfo(ctx, request.params.criticName),
  );

  // Two paths, one list (SPEC section 7 has both).
  for (const path of ["/api/critic/:criticName/reviews", "/api/critic-reviews/:criticName"] as const) {
    api.get(
      path,
      {
        preValidation: mayReadCritic,
        schema: {
          params: criticNameParams,
          summary: "A critic's reviews",
          response: answers(`GET ${path}`),
        },
      },
      async (request) => listCriticReviews(ctx, request.params.criticName),
    );
  }

  api.get(
    "/api/critic/:criticName/reviews.csv",
    {
      preValidation: mayReadCritic,
      schema: {
        params: criticNameParams,
        summary: "A critic's own reviews as CSV (the same rules as the administrators' exports)",
        response: answers("GET /api/critic/:criticName/reviews.csv"),
      },
    },
    async (request, reply) => {
      const reviews = await listCriticReviews(ctx, request.params.criticName);
      return sendCsv(reply, "my-reviews", ctx.config.timeZone, csvStream(criticReviewColumns, reviews));
    },
  );

  api.patch(
    "/api/critic-reviews/:id",
    {
      preValidation: mayEditReview,
      schema: {
        params: criticReviewPathParams,
        body: criticReviewEditBody,
        summary: "Edit a critic review",
        response: answers("PATCH /api/critic-reviews/:id"),
      },
    },
    async (request) => editCriticReview(ctx, requireUser(request), request.params.id, request.body),
  );

  api.delete(
    "/api/critic-reviews/:id",
    {
      preValidation: guards.admin,
      schema: {
        params: criticReviewPathParams,
        summary: "Delete a critic review (admins)",
        response: answers("DELETE /api/critic-reviews/:id"),
      },
    },
    async (request) => {
      await deleteCriticReview(ctx, requireUser(request), request.params.id);
      return { message: "Review deleted" };
    },
  );

  api.post(
    "/api/airtable/reviews",
    {
      preValidation: criticWithName,
      schema: {
        body: criticReviewSubmissionBody,
        headers: idempotencyKeyHeaders,
        summary:
          "Submit a critic review (stored at once, delivered to the critic database in the background)",
        response: answers("POST /api/airtable/reviews"),
      },
    },
    async (request, reply) => {
      const key = request.headers["idempotency-key"] ?? null;
      const { review, replayed } = await submitCriticReview(ctx, requireUser(request), request.body, key);
      if (replayed) reply.header("idempotent-replayed", "true");
      return reply.status(201).send({ message: REVIEW_SUBMITTED_MESSAGE, review });
    },
  );
}
