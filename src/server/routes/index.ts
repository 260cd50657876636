import type { FastifyInstance } from "fastify";
import { adminRoutes } from "./admin";
import { authRoutes } from "./auth";
import { accountSecurityRoutes } from "./auth/account-security";
import { criticRoutes } from "./critic";
import { criticsRoutes } from "./critics";
import { internalRoutes } from "./internal";
import { metaRoutes } from "./meta";
import { podcastRoutes } from "./podcasts";
import { reviewRoutes } from "./reviews";
import { shareRoutes } from "./share";
import { userRoutes } from "./users";

/** `backupToken`: the running server's control secret (embedded database only), for /internal/backup. */
export async function registerRoutes(app: FastifyInstance, backupToken?: string): Promise<void> {
  await app.register(metaRoutes);
  await app.register(authRoutes);
  await app.register(accountSecurityRoutes);
  await app.register(adminRoutes);
  await app.register(podcastRoutes);
  await app.register(reviewRoutes);
  await app.register(userRoutes);
  await app.register(criticRoutes);
  await app.register(criticsRoutes);
  await app.register(shareRoutes);
  if (backupToken) await app.register(internalRoutes(backupToken));
}
