import type { FastifyInstance } from "fastify";
import { adminRoutes } from "./admin";
import { authRoutes } from "./auth";
import { metaRoutes } from "./meta";

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(metaRoutes);
  await app.register(authRoutes);
  await app.register(adminRoutes);
}
