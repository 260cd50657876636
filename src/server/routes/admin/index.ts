import type { FastifyInstance } from "fastify";
import { documentSessionRequired } from "../../http/api-docs";
import { guards } from "../../http/guards";
import { adminCriticRoutes } from "./critics";
import { adminDashboardRoutes } from "./dashboard";
import { adminExportRoutes } from "./exports";
import { adminUserRoutes } from "./users";

/**
 * Every route in here is for administrators only. The check runs before validation, so a signed-out or
 * non-admin caller gets 401 / 403 whatever they send, and learns nothing from validation messages.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("preValidation", guards.admin);
  documentSessionRequired(app);
  await app.register(adminUserRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminCriticRoutes);
  await app.register(adminExportRoutes);
}
