import type { FastifyInstance } from "fastify";
import { policies } from "../../http/policies";
import { createBackup } from "../../services/backup/embedded-backup";

/**
 * The operator's calls to the running server, for the commands on the same machine (the backup command):
 * only with the secret of DATA_DIR/server-control.json (`policies.operator`; anything else is a plain 404).
 * Registered only on the embedded database, by the server itself (index.ts).
 */
export async function internalRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    "/internal/backup",
    { config: { access: policies.operator }, schema: { hide: true } },
    async (_request, reply) => {
      const backup = await createBackup(app.ctx.database.pglite!);
      return reply
        .header("content-type", "application/gzip")
        .header("cache-control", "no-store")
        .send(backup);
    },
  );
}
