import { genreField } from "@shared/schemas/podcast";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "../../http/errors";
import { requireAdmin } from "../../http/guards";
import { importPodcasts } from "../../services/imports/import-podcasts";

/** Largest import file the API takes; bigger ones answer 413 (the CLI has no limit). */
export const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

/** Content types of import files. All of them need a CORS preflight cross-site, so CSRF stays closed. */
const FILE_TYPES = [
  "text/csv",
  "application/csv",
  "application/json",
  "application/xml",
  "text/xml",
  "application/rss+xml",
  "text/x-opml",
  "text/x-opml+xml",
  "application/x-opml",
  "application/octet-stream",
];

const importQuery = z.object({
  format: z
    .enum(["csv", "json", "rss", "opml"], { error: "format must be one of: csv, json, rss, opml" })
    .optional(),
  defaultGenre: genreField.optional(),
});

/** POST /api/admin/podcasts/import: the file is the request body, as is. */
export async function importRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    FILE_TYPES,
    { parseAs: "string", bodyLimit: IMPORT_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  api.post(
    "/api/admin/podcasts/import",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ["podcasts"],
        summary: "Import podcasts from a CSV, JSON, RSS or OPML file (administrators)",
        querystring: importQuery,
      },
    },
    async (request) => {
      requireAdmin(request);
      const text = typeof request.body === "string" ? request.body : "";
      if (!text.trim()) throw badRequest("The import file is empty.");
      return importPodcasts(app.ctx.db, text, {
        format: request.query.format ?? request.headers["content-type"],
        defaultGenre: request.query.defaultGenre,
      });
    },
  );
}
