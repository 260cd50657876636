import { importFormatField } from "@shared/schemas/common";
import { genreField } from "@shared/schemas/podcast";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { endpoint } from "../../http/endpoint";
import { policies } from "../../http/policies";
import { importIdHeaders } from "../../http/request-headers";
import { answers } from "../../http/responses";
import { assertFormBodyFromThisSite } from "../../http/security";
import { badRequest } from "../../lib/http-error";
import { importPodcasts } from "../../services/imports/import-podcasts";
import { readUploadedFile, type UploadedFile } from "../../services/imports/multipart";
import { parseImportId, readImportProgress, startImportProgress } from "../../services/imports/progress";

/** Largest import file the API takes; bigger ones answer 413 (the CLI has no limit). */
export const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

/**
 * Content types of import files. text/plain and multipart forms need no CORS preflight cross-site, so
 * those must also show they come from this site (assertFormBodyFromThisSite).
 */
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
  "text/plain",
];

/** Examples of the file, for the OpenAPI document. */
const EXAMPLES: Record<string, string> = {
  "text/csv": "title,publisher,genre,website\nThe Daily Signal,Signal Audio,News,https://example.com/daily\n",
  "application/json": JSON.stringify([
    {
      title: "The Daily Signal",
      publisher: "Signal Audio",
      genre: "News",
      website: "https://example.com/daily",
    },
  ]),
};

/** The file body in the OpenAPI document: the file as it is, or a form's `file` field. */
const IMPORT_FILE_BODY = {
  ...Object.fromEntries(
    FILE_TYPES.map((type) => [
      type,
      { schema: { type: "string", format: "binary", example: EXAMPLES[type] } },
    ]),
  ),
  "multipart/form-data": {
    schema: {
      type: "object",
      properties: { file: { type: "string", format: "binary" } },
      required: ["file"],
    },
  },
};

const importQuery = z.object({
  format: importFormatField.optional(),
  defaultGenre: genreField.optional(),
});

/** POST /api/admin/podcasts/import: the file is the request body as is, or a multipart form's file. */
export async function adminPodcastImportRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    FILE_TYPES,
    { parseAs: "string", bodyLimit: IMPORT_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  // A form upload (curl -F file=@list.csv): the file part is taken out of the body.
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer", bodyLimit: IMPORT_BODY_LIMIT },
    async (request: FastifyRequest, body: string | Buffer) => {
      const file = await readUploadedFile(
        body as Buffer,
        request.headers["content-type"] ?? "",
        IMPORT_BODY_LIMIT,
      );
      if (!file) throw badRequest("Send the import file as the request body or as a form's file field.");
      return file;
    },
  );

  api.post(
    "/api/admin/podcasts/import",
    {
      // After the policy, before the body is read: only an administrator's upload from this site is parsed.
      onRequest: async (request) => assertFormBodyFromThisSite(request, app.ctx.config.appUrl),
      bodyLimit: IMPORT_BODY_LIMIT,
      // Up to 10 MB from an administrator's connection: UPLOAD_TIMEOUT_MS, not REQUEST_TIMEOUT_MS.
      config: { access: policies.admin, upload: true },
      schema: {
        summary: "Import podcasts from a CSV, JSON, RSS or OPML file (administrators)",
        description:
          "The file is the request body as it is (any of the media types below), or the `file` field of a " +
          "form upload; up to 10 MB. A form or `text/plain` upload must name this site in `Origin`.",
        querystring: importQuery,
        headers: importIdHeaders,
        fileBody: IMPORT_FILE_BODY,
        response: answers("POST /api/admin/podcasts/import"),
      },
    },
    async (request) => {
      const upload = request.body as string | UploadedFile | undefined;
      const text = typeof upload === "string" ? upload : (upload?.text ?? "");
      if (!text.trim()) throw badRequest("The import file is empty.");
      const hint =
        typeof upload === "object"
          ? (upload.filename ?? upload.contentType)
          : request.headers["content-type"];
      const actor = request.actor;
      const importId = request.headers["import-id"];
      const progress =
        importId === undefined
          ? undefined
          : await startImportProgress(app.ctx.db, importId.toLowerCase(), actor.id);
      try {
        return await importPodcasts(app.ctx.db, text, {
          format: request.query.format ?? hint,
          defaultGenre: request.query.defaultGenre,
          actor,
          fileName: typeof upload === "object" ? upload.filename : undefined,
          progress,
        });
      } finally {
        await progress?.finish();
      }
    },
  );

  api.route({
    ...endpoint("GET /api/admin/podcasts/imports/:id", policies.admin, {
      params: z.object({ id: z.string() }),
    }),
    handler: async (request) => readImportProgress(app.ctx.db, parseImportId(request.params.id, "import id")),
  });
}
