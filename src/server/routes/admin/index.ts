import type { FastifyInstance } from "fastify";
import { documentSessionRequired } from "../../http/api-docs";
import { guards } from "../../http/guards";
import { adminCriticReviewRoutes } from "./critic-reviews";
import { adminCriticRoutes } from "./critics";
import { adminDashboardRoutes } from "./dashboard";
import { adminExportRoutes } from "./exports";
import { adminPodcastImportRoutes } from "./podcast-imports";

/**
 * Every route in here is for administrators only. The check runs before validation, so a signed-out or
 * non-admin caller gets 401 / 403 whatever they send, and learns nothing from validation messages.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("preValidation", guards.admin);
  documentSessionRequired(app);
  await app.register(adminDashboardRoutes);
  await app.register(adminCriticRoutes);
  await app.register(adminExportRoutes);
  await app.register(adminCriticReviewRoutes);
  await app.register(adminPodcastImportRoutes);
}
