import type { FastifyInstance } from "fastify";
import { adminApplicationRoutes } from "./critic-applications";
import { adminCriticReviewRoutes } from "./critic-reviews";
import { adminCriticRoutes } from "./critics";
import { adminDashboardRoutes } from "./dashboard";
import { adminExportRoutes } from "./exports";
import { adminFeedRoutes } from "./feeds";
import { adminPodcastImportRoutes } from "./podcast-imports";
import { adminReportRoutes } from "./reports";

/**
 * Every `/api/admin/*` route: each names an administrators-only policy (`http/access.ts` refuses to start
 * with any other), checked before the body is read, so a signed-out or non-admin caller gets 401 / 403
 * whatever they send, and learns nothing from validation messages.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(adminDashboardRoutes);
  await app.register(adminCriticRoutes);
  await app.register(adminExportRoutes);
  await app.register(adminCriticReviewRoutes);
  await app.register(adminPodcastImportRoutes);
  await app.register(adminApplicationRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminFeedRoutes);
}
