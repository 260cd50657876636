import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { AppContext } from "./context";
import { decorateActor } from "./http/access";
import { registerApiDocs } from "./http/api-docs";
import { registerCaching } from "./http/caching";
import { answerClientError, answerFrameworkError, registerErrorHandler } from "./http/error-handler";
import { registerObservability } from "./http/observability";
import { registerPublicLimits } from "./http/public-limits";
import { parseQueryString } from "./http/query-string";
import { registerResponseContract } from "./http/responses";
import { recordRoutes } from "./http/route-table";
import { registerSecurity } from "./http/security";
import { loadRenderer } from "./http/server-render";
import { registerSessionHook } from "./http/session";
import { decorateIndexPage, registerClient } from "./http/static";
import { registerTextGuard } from "./http/text-guard";
import { registerBodyDeadline, serverTimeouts } from "./http/timeouts";
import { registerRoutes } from "./routes";

/** Default body limit for JSON requests; endpoints that take files set their own. */
export const BODY_LIMIT = 256 * 1024;

export interface BuildOptions {
  /** The built client to serve (tests point this at a fixture); default dist/client. */
  clientDir?: string;
  /**
   * The app built for server rendering (`vite build --ssr`, decision 0059): the server start passes
   * dist/ssr; tests name a directory when they want pages rendered on the server. None: the browser renders.
   */
  serverRenderDir?: string;
  /** The server's control secret (embedded database): enables /internal/backup for the backup command. */
  backupToken?: string;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger,
    // A hop count trusts that many proxies in front (the address the nearest ones saw is the client's).
    trustProxy:
      typeof ctx.config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (ctx.config.trustProxy as number)
        : ctx.config.trustProxy,
    bodyLimit: BODY_LIMIT,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 500, querystringParser: parseQueryString },
    // During shutdown requests on kept-alive connections are still answered (with Connection: close),
    // not turned away with 503: the app works until every connection has ended (http/connection-drain.ts).
    return503OnClosing: false,
    // Errors the framework and Node's parser answer themselves carry the app's envelope and codes too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ...serverTimeouts(ctx.config),
  });
  app.decorate("ctx", ctx);
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  registerResponseContract(app);
  registerErrorHandler(app);

  await app.register(cookie, { secret: ctx.config.sessionSecret });
  registerSecurity(app);
  registerPublicLimits(app);
  registerSessionHook(app);
  decorateActor(app);
  registerObservability(app);
  registerBodyDeadline(app);
  registerTextGuard(app);
  await registerCaching(app);
  await registerApiDocs(app);

  decorateIndexPage(app, options.clientDir, await loadRenderer(options.serverRenderDir, app.log));
  await registerRoutes(app, options.backupToken);
  await registerClient(app, options.clientDir);
  return app;
}
