import type { FastifyRequest } from "fastify";
import { endpoint, routesOf } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { changePasswordBody } from "../../http/request-bodies";
import { knownDevice } from "../../http/session";
import { changePassword } from "../../services/auth/password-change";

/** The session making the request (a signed-in request always has one). */
const currentSession = (request: FastifyRequest) => request.sessionTokenHash!;

/** A signed-in user's own account: a new password, and signing out their other sessions. */
export const accountSecurityRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("POST /api/users/me/password", policies.signedIn, { body: changePasswordBody }),
    handler: async (request, reply) => {
      await changePassword(ctx, request.actor, request.body, {
        ip: request.ip,
        device: knownDevice(request),
        tokenHash: currentSession(request),
      });
      return reply.status(204).send(null);
    },
  });

  api.route({
    ...endpoint("DELETE /api/sessions/others", policies.signedIn),
    handler: async (request) => ({
      ended: await ctx.sessions.deleteOthers(request.actor.id, currentSession(request)),
    }),
  });
});
