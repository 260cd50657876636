import { FORGOT_PASSWORD_CONFIRMATION, INVALID_RESET_TOKEN } from "@shared/schemas/auth";
import { z } from "zod";
import { endpoint, routesOf } from "../../http/endpoint";
import { errorBody } from "../../http/error-handler";
import { policies } from "../../http/policies";
import { forgotPasswordBody, loginBody, registerBody, resetPasswordBody } from "../../http/request-bodies";
import { answers } from "../../http/responses";
import {
  clearSessionCookie,
  knownDevice,
  sessionMeta,
  setKnownDeviceCookie,
  setSessionCookie,
} from "../../http/session";
import {
  loginUser,
  registerUser,
  requestPasswordReset,
  resetPassword,
  resetTokenProblem,
} from "../../services/auth/accounts";
import { toSession, toUser } from "../../services/users/presenter";

export const authRoutes = routesOf((api, ctx) => {
  api.route({
    ...endpoint("GET /api/user", policies.signedIn),
    handler: async (request) => ({ user: toUser(request.actor) }),
  });

  // The spec's separate session call: the same `{ user }`, with `null` when signed out instead of a 401, so
  // a signed-out visitor's browser logs no failed request. The client reads its session from here;
  // GET /api/user keeps its 401 for other API clients.
  api.route({
    ...endpoint("GET /api/session", policies.public),
    handler: async (request) => toSession(request.currentUser),
  });

  api.route({
    ...endpoint("POST /api/register", policies.public, { body: registerBody }),
    handler: async (request, reply) => {
      const { user, token } = await registerUser(ctx, request.body, sessionMeta(request));
      await endOldSession(request);
      setSessionCookie(reply, token);
      return reply.status(201).send({ user: toUser(user) });
    },
  });

  api.route({
    ...endpoint("POST /api/login", policies.public, { body: loginBody }),
    handler: async (request, reply) => {
      const meta = { ...sessionMeta(request), device: knownDevice(request) };
      const { user, token, device } = await loginUser(ctx, request.body, meta);
      await endOldSession(request);
      setSessionCookie(reply, token);
      setKnownDeviceCookie(reply, device);
      return { user: toUser(user) };
    },
  });

  api.post(
    "/api/logout",
    {
      config: { access: policies.public },
      schema: { summary: "Sign out", response: answers("POST /api/logout") },
    },
    async (request, reply) => {
      await endOldSession(request);
      clearSessionCookie(reply);
      return { message: "Logged out" };
    },
  );

  api.route({
    ...endpoint("POST /api/forgot-password", policies.public, { body: forgotPasswordBody }),
    handler: async (request) => {
      await requestPasswordReset(ctx, request.body.username, sessionMeta(request));
      return { message: FORGOT_PASSWORD_CONFIRMATION };
    },
  });

  api.route({
    ...endpoint("GET /api/validate-reset-token/:token", policies.public, {
      params: z.object({ token: z.string().max(200, INVALID_RESET_TOKEN) }),
    }),
    handler: async (request, reply) => {
      const problem = await resetTokenProblem(ctx, request.params.token);
      if (!problem) return { valid: true as const };
      return reply.status(400).send({
        valid: false,
        ...errorBody("validation_failed", problem, { token: problem }),
      });
    },
  });

  api.route({
    ...endpoint("POST /api/reset-password", policies.public, { body: resetPasswordBody }),
    handler: async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { message: "Your password has been reset. You can now log in with your new password." };
    },
  });

  /** Signing in or out replaces whatever session the browser had: no session fixation. */
  async function endOldSession(request: { sessionTokenHash: string | null }): Promise<void> {
    if (request.sessionTokenHash) await ctx.sessions.delete(request.sessionTokenHash);
  }
});
