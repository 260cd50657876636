import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth";
import { criticRoutes } from "./critic";
import { metaRoutes } from "./meta";
import { shareRoutes } from "./share";

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(metaRoutes);
  await app.register(authRoutes);
  await app.register(criticRoutes);
  await app.register(shareRoutes);
}
