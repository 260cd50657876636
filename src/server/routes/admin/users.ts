import { adminUserUpdateSchema, TOTAL_COUNT_HEADER, userListQuerySchema } from "@shared/schemas/admin";
import { idParam } from "@shared/schemas/common";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../../http/guards";
import { answers } from "../../http/responses";
import { updateUserAsAdmin } from "../../services/admin/user-changes";
import { deleteUserAsAdmin } from "../../services/admin/user-delete";
import { listUsers } from "../../services/admin/user-list";
import { toUser } from "../../services/users/presenter";

const userIdParams = z.object({ id: idParam("Invalid user id") });

/** Administrators' user management: GET /api/users, PUT and DELETE /api/users/:id. */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get(
    "/api/users",
    {
      schema: {
        tags: ["admin"],
        summary: "List users (administrators)",
        description:
          "Answers a JSON array of users. Without `page` or `pageSize` every matching user is listed; with " +
          "either, one page (default page size 25, at most 100). The number of matching users is in the " +
          "X-Total-Count header.",
        querystring: userListQuerySchema,
        response: answers("GET /api/users"),
      },
    },
    async (request, reply) => {
      const { users, total } = await listUsers(ctx.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return users.map(toUser);
    },
  );

  api.put(
    "/api/users/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Assign a critic name, suspend or activate, add an email, change the role (administrators)",
        params: userIdParams,
        body: adminUserUpdateSchema,
        response: answers("PUT /api/users/:id"),
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return toUser(await updateUserAsAdmin(ctx, ctx.criticDb, admin.id, request.params.id, request.body));
    },
  );

  api.delete(
    "/api/users/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Delete a user with their sessions and user reviews (administrators)",
        params: userIdParams,
        response: answers("DELETE /api/users/:id"),
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const deleted = await deleteUserAsAdmin(ctx, admin.id, request.params.id);
      return { message: `User ${deleted.username} deleted.`, ...deleted };
    },
  );
}
