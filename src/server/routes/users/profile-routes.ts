import { idParam } from "@shared/schemas/common";
import { INVALID_USER_ID, profileUpdateSchema } from "@shared/schemas/profile";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { guards, rawIdParam, requireUser } from "../../http/guards";
import { answers } from "../../http/responses";
import { assertMayEditProfile, getUserFor, updateProfile } from "../../services/users/profile";

const userParams = z.object({ id: idParam(INVALID_USER_ID) });

/** A user's public card and profile editing. (Administrators' user management lives elsewhere.) */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ["users"];

  api.get(
    "/api/users/:id",
    {
      preValidation: guards.signedIn,
      schema: {
        tags,
        summary: "A user: public fields (id, name, username) unless you are an administrator",
        params: userParams,
        response: answers("GET /api/users/:id"),
      },
    },
    async (request) => getUserFor(ctx.db, requireUser(request), request.params.id),
  );

  api.patch(
    "/api/users/:id",
    {
      preValidation: async (request) => assertMayEditProfile(requireUser(request), rawIdParam(request)),
      schema: {
        tags,
        summary: "Edit a profile (your own; administrators any)",
        params: userParams,
        body: profileUpdateSchema,
        response: answers("PATCH /api/users/:id"),
      },
    },
    async (request) => ({
      user: await updateProfile(ctx.db, requireUser(request), request.params.id, request.body),
    }),
  );
}
