import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, RouteOptions } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { guards } from "./guards";
import { sessionCookieName } from "./session";

/** The resources the API documents, in the order the docs show them. */
const TAGS = [
  { name: "account", description: "Registration, sign-in, the session, passwords and the account's devices" },
  { name: "podcasts", description: "The catalogue: listing, search, details, cover art and the import" },
  { name: "reviews", description: "Audience reviews on podcast pages" },
  { name: "users", description: "Profiles" },
  {
    name: "critic reviews",
    description: "A critic's own reviews in the critic database, title and title card",
  },
  { name: "critics", description: "Public critic pages, the leaderboard and critic reviews on podcasts" },
  { name: "admin", description: "User and critic management, statistics, trends, audit and exports" },
  { name: "meta", description: "Installation texts and links" },
];

export const SESSION_SECURITY = [{ session: [] }];

/** Marks the route as needing a session in the OpenAPI document. */
function markSession(route: RouteOptions): void {
  route.schema = { ...route.schema, security: route.schema?.security ?? SESSION_SECURITY };
}

/**
 * Inside a plugin whose every route is guarded by a plugin-level hook (e.g. the admin routes), marks each
 * route as needing a session in the OpenAPI document.
 */
export function documentSessionRequired(app: FastifyInstance): void {
  app.addHook("onRoute", markSession);
}

/**
 * The OpenAPI document (`GET /api/openapi.json`) and its rendered docs (`/api/docs`, Swagger UI served
 * from our own origin, so it runs under the app's Content-Security-Policy). A route with its own guard
 * hook is documented as needing the session cookie. Call before any route is registered.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const guardList = Object.values(guards) as unknown[];
  app.addHook("onRoute", (route) => {
    // Route guards sit in preValidation (any hook there is one), or in onRequest for large bodies.
    const early = [route.onRequest ?? []].flat() as unknown[];
    if (route.preValidation || early.some((hook) => guardList.includes(hook))) markSession(route);
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.site.brandName} API`,
        version: "1.0.0",
        description:
          "JSON over HTTPS. Sign in with `POST /api/login`; the answer sets the session cookie, which every " +
          "call marked with a lock sends. Errors always answer `{ message, errors? }`.",
      },
      servers: [{ url: config.appUrl }],
      tags: TAGS,
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: sessionCookieName(app.ctx) },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { docExpansion: "list", deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
