import type { FastifyInstance } from "fastify";
import { enforceAccess } from "../http/access";
import { adminRoutes } from "./admin";
import { authRoutes } from "./auth";
import { accountSecurityRoutes } from "./auth/account-security";
import { criticRoutes } from "./critic";
import { criticProfileRoutes } from "./critic/profile";
import { criticApplicationRoutes } from "./critic-applications";
import { criticsRoutes } from "./critics";
import { episodeRoutes } from "./episodes";
import { feedRoutes } from "./feeds";
import { followingRoutes } from "./following";
import { internalRoutes } from "./internal";
import { metaRoutes } from "./meta";
import { podcastRoutes } from "./podcasts";
import { reportRoutes } from "./reports";
import { reviewRoutes } from "./reviews";
import { seoRoutes } from "./seo";
import { shareRoutes } from "./share";
import { unsubscribeRoutes } from "./unsubscribe";
import { userRoutes } from "./users";

declare module "fastify" {
  interface FastifyInstance {
    /** The running server's control secret (policies.operator), null where there is none. */
    operatorToken: string | null;
  }
}

/**
 * The app's routes, in one scope where every route must name its access policy (http/access.ts).
 * `backupToken`: the running server's control secret (embedded database only), for /internal/backup.
 */
export async function registerRoutes(app: FastifyInstance, backupToken?: string): Promise<void> {
  app.decorate("operatorToken", backupToken ?? null);
  await app.register(async (scope) => {
    enforceAccess(scope);
    await scope.register(metaRoutes);
    await scope.register(authRoutes);
    await scope.register(accountSecurityRoutes);
    await scope.register(adminRoutes);
    await scope.register(podcastRoutes);
    await scope.register(reviewRoutes);
    await scope.register(episodeRoutes);
    await scope.register(reportRoutes);
    await scope.register(userRoutes);
    await scope.register(criticRoutes);
    await scope.register(criticProfileRoutes);
    await scope.register(criticApplicationRoutes);
    await scope.register(criticsRoutes);
    await scope.register(shareRoutes);
    await scope.register(feedRoutes);
    await scope.register(followingRoutes);
    await scope.register(unsubscribeRoutes);
    await scope.register(seoRoutes);
    if (backupToken) await scope.register(internalRoutes);
  });
}
