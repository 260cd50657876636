import { TOTAL_COUNT_HEADER, userListQuerySchema } from "@shared/schemas/admin";
import { idParam } from "@shared/schemas/common";
import { INVALID_USER_ID } from "@shared/schemas/profile";
import { z } from "zod";
import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { adminUserUpdateBody, profileUpdateBody } from "../../http/request-bodies";
import { updateUserAsAdmin } from "../../services/admin/user-changes";
import { deleteUserAsAdmin } from "../../services/admin/user-delete";
import { listUsers } from "../../services/admin/user-list";
import { toUser } from "../../services/users/presenter";
import { getUserFor, updateProfile } from "../../services/users/profile";

const userParams = z.object({ id: idParam(INVALID_USER_ID) });

/**
 * `/api/users` and `/api/users/:id`: a user's public card and profile editing for everyone signed in, and
 * the administrators' user management (the list, PUT and DELETE).
 */
export const userRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("GET /api/users", policies.admin, {
      description:
        "Answers a JSON array of users. Without `page` or `pageSize` every matching user is listed; with " +
        "either, one page (default page size 25, at most 100). The number of matching users is in the " +
        "X-Total-Count header.",
      querystring: userListQuerySchema,
    }),
    handler: async (request, reply) => {
      const { users, total } = await listUsers(ctx.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return users.map(toUser);
    },
  });

  api.route({
    ...endpoint("GET /api/users/:id", policies.signedIn, { params: userParams }),
    handler: async (request) => getUserFor(ctx.db, request.actor, request.params.id),
  });

  api.route({
    ...endpoint("PATCH /api/users/:id", policies.profileOwner, {
      params: userParams,
      body: profileUpdateBody,
    }),
    handler: async (request) => ({
      user: await updateProfile(ctx.db, request.actor, request.params.id, request.body),
    }),
  });

  api.route({
    ...endpoint("PUT /api/users/:id", policies.admin, { params: userParams, body: adminUserUpdateBody }),
    handler: async (request) => {
      const admin = request.actor;
      return toUser(await updateUserAsAdmin(ctx, admin.id, request.params.id, request.body));
    },
  });

  api.route({
    ...endpoint("DELETE /api/users/:id", policies.admin, { params: userParams }),
    handler: async (request) => {
      const admin = request.actor;
      const deleted = await deleteUserAsAdmin(ctx, admin.id, request.params.id);
      return { message: `User ${deleted.username} deleted.`, ...deleted };
    },
  });
});
