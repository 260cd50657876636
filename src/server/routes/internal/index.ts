import type { FastifyInstance } from "fastify";
import { createBackup } from "../../services/backup/embedded-backup";
import { carriesToken } from "../../services/backup/server-control";

/**
 * The operator's calls to the running server, for the commands on the same machine (the backup command):
 * only with the secret of DATA_DIR/server-control.json; anything else, or a request that came through a
 * proxy, is a plain 404. Registered only on the embedded database, by the server itself (index.ts).
 */
export function internalRoutes(token: string) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get("/internal/backup", { schema: { hide: true } }, async (request, reply) => {
      const proxied =
        request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
      if (proxied || !carriesToken(request.headers.authorization, token))
        return reply.status(404).send({ message: "Not found" });
      const backup = await createBackup(app.ctx.database.pglite!);
      return reply
        .header("content-type", "application/gzip")
        .header("cache-control", "no-store")
        .send(backup);
    });
  };
}
