import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { policies } from "../../http/policies";
import { changePasswordBody } from "../../http/request-bodies";
import { answers } from "../../http/responses";
import { knownDevice } from "../../http/session";
import { changePassword } from "../../services/auth/password-change";

/** The session making the request (a signed-in request always has one). */
const currentSession = (request: FastifyRequest) => request.sessionTokenHash!;

/** A signed-in user's own account: a new password, and signing out their other sessions. */
export async function accountSecurityRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.post(
    "/api/users/me/password",
    {
      config: { access: policies.signedIn },
      schema: {
        summary: "Change your password (ends your other sessions; the current password counts as a sign-in)",
        body: changePasswordBody,
        response: answers("POST /api/users/me/password"),
      },
    },
    async (request, reply) => {
      await changePassword(ctx, request.actor, request.body, {
        ip: request.ip,
        device: knownDevice(request),
        tokenHash: currentSession(request),
      });
      return reply.status(204).send(null);
    },
  );

  api.delete(
    "/api/sessions/others",
    {
      config: { access: policies.signedIn },
      schema: {
        summary: "Sign out your other sessions; answers how many ended",
        response: answers("DELETE /api/sessions/others"),
      },
    },
    async (request) => ({
      ended: await ctx.sessions.deleteOthers(request.actor.id, currentSession(request)),
    }),
  );
}
