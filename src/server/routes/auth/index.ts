import { FORGOT_PASSWORD_CONFIRMATION, INVALID_RESET_TOKEN } from "@shared/schemas/auth";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
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
  isResetTokenValid,
  loginUser,
  registerUser,
  requestPasswordReset,
  resetPassword,
} from "../../services/auth/accounts";
import { toSession, toUser } from "../../services/users/presenter";

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.get(
    "/api/user",
    {
      config: { access: policies.signedIn },
      schema: {
        summary: "The signed-in user",
        response: answers("GET /api/user"),
      },
    },
    async (request) => ({ user: toUser(request.actor) }),
  );

  // The spec's separate session call: the same `{ user }`, with `null` when signed out instead of a 401, so
  // a signed-out visitor's browser logs no failed request. The client reads its session from here;
  // GET /api/user keeps its 401 for other API clients.
  api.get(
    "/api/session",
    {
      config: { access: policies.public },
      schema: {
        summary: "The session: the signed-in user, or null when signed out",
        response: answers("GET /api/session"),
      },
    },
    async (request) => toSession(request.currentUser),
  );

  api.post(
    "/api/register",
    {
      config: { access: policies.public },
      schema: {
        summary: "Create an account and sign in",
        body: registerBody,
        response: answers("POST /api/register"),
      },
    },
    async (request, reply) => {
      const { user, token } = await registerUser(ctx, request.body, sessionMeta(request));
      await endOldSession(request);
      setSessionCookie(reply, token);
      return reply.status(201).send({ user: toUser(user) });
    },
  );

  api.post(
    "/api/login",
    {
      config: { access: policies.public },
      schema: {
        summary: "Sign in (sets the session cookie)",
        body: loginBody,
        response: answers("POST /api/login"),
      },
    },
    async (request, reply) => {
      const meta = { ...sessionMeta(request), device: knownDevice(request) };
      const { user, token, device } = await loginUser(ctx, request.body, meta);
      await endOldSession(request);
      setSessionCookie(reply, token);
      setKnownDeviceCookie(reply, device);
      return { user: toUser(user) };
    },
  );

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

  api.post(
    "/api/forgot-password",
    {
      config: { access: policies.public },
      schema: {
        summary: "E-mail a password reset link (the same answer whether or not the account exists)",
        body: forgotPasswordBody,
        response: answers("POST /api/forgot-password"),
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.username, sessionMeta(request));
      return { message: FORGOT_PASSWORD_CONFIRMATION };
    },
  );

  api.get(
    "/api/validate-reset-token/:token",
    {
      config: { access: policies.public },
      schema: {
        summary: "Whether a password reset link is still valid",
        params: z.object({ token: z.string().max(200, INVALID_RESET_TOKEN) }),
        response: answers("GET /api/validate-reset-token/:token"),
      },
    },
    async (request, reply) => {
      if (await isResetTokenValid(ctx, request.params.token)) return { valid: true as const };
      return reply.status(400).send({
        valid: false,
        ...errorBody("validation_failed", INVALID_RESET_TOKEN, { token: INVALID_RESET_TOKEN }),
      });
    },
  );

  api.post(
    "/api/reset-password",
    {
      config: { access: policies.public },
      schema: {
        summary: "Set a new password with a reset link's token",
        body: resetPasswordBody,
        response: answers("POST /api/reset-password"),
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { message: "Your password has been reset. You can now log in with your new password." };
    },
  );

  /** Signing in or out replaces whatever session the browser had: no session fixation. */
  async function endOldSession(request: { sessionTokenHash: string | null }): Promise<void> {
    if (request.sessionTokenHash) await ctx.sessions.delete(request.sessionTokenHash);
  }
}
