import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { policies } from "../../http/policies";
import { applicationBody } from "../../http/request-bodies";
import { answers } from "../../http/responses";
import { applyToProgramme, myApplication, withdrawApplication } from "../../services/programme/applications";

/** `/api/critic-applications`: an account without a critic name applies, reads and withdraws its application. */
export async function criticApplicationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  api.post(
    "/api/critic-applications",
    {
      config: { access: policies.applicant },
      schema: {
        summary: "Apply to the critic programme (an account without a critic name; one open application)",
        body: applicationBody,
        response: answers("POST /api/critic-applications"),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applyToProgramme(ctx, request.actor, request.body)),
  );

  api.get(
    "/api/critic-applications/mine",
    {
      config: { access: policies.signedIn },
      schema: {
        summary: "Your latest application, whatever its state (404 when you never applied)",
        response: answers("GET /api/critic-applications/mine"),
      },
    },
    async (request) => myApplication(ctx.db, request.actor),
  );

  api.delete(
    "/api/critic-applications/mine",
    {
      config: { access: policies.signedIn },
      schema: {
        summary: "Withdraw your open application",
        response: answers("DELETE /api/critic-applications/mine"),
      },
    },
    async (request) => withdrawApplication(ctx, request.actor),
  );
}
