import { ADMIN_EXPORTS, type AdminExportName, adminExportPath } from "@shared/constants/admin";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { sendCsv } from "../../http/csv-reply";
import { policies } from "../../http/policies";
import { answers } from "../../http/responses";
import { recordAudit } from "../../services/admin/audit";
import { reviewsExport, usersExport } from "../../services/exports/admin-exports";
import { allCriticReviews, criticReviewColumns } from "../../services/exports/critic-reviews-export";
import { csvStream } from "../../services/exports/csv";

/** Opens an export's stream: each reads our own tables in keyset batches as the download drains. */
const sources: Record<AdminExportName, (ctx: AppContext) => Promise<ReturnType<typeof csvStream>>> = {
  users: async (ctx) => csvStream(usersExport.columns, usersExport.rows(ctx.db)),
  reviews: async (ctx) => csvStream(reviewsExport.columns, reviewsExport.rows(ctx.db)),
  "critic-reviews": async (ctx) =>
    csvStream(criticReviewColumns, allCriticReviews(ctx.db, ctx.criticDb.kind)),
};

/** CSV downloads for administrators; each one goes into the audit log. */
export async function adminExportRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  for (const name of Object.keys(ADMIN_EXPORTS) as AdminExportName[]) {
    app.get(
      adminExportPath(name),
      {
        config: { access: policies.admin },
        schema: {
          summary: `Download ${ADMIN_EXPORTS[name].label.toLowerCase()} as CSV (administrators)`,
          description:
            "Streamed, UTF-8 with a byte-order mark, a header row, CRLF line ends, RFC 4180 quoting; a cell a spreadsheet would run as a formula starts with an apostrophe.",
          response: answers(`GET ${adminExportPath(name)}`),
        },
      },
      async (request, reply) => {
        const admin = request.actor;
        const body = await sources[name](ctx);
        await recordAudit(ctx.db, admin, {
          action: ADMIN_EXPORTS[name].audit,
          targetType: "export",
          targetLabel: `${name}.csv`,
        });
        return sendCsv(reply, name, ctx.config.timeZone, body);
      },
    );
  }
}
