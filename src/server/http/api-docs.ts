import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { ERROR_CODE_NAMES, ERROR_CODES } from "@shared/constants/error-codes";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { sessionCookieName } from "./session";

/** The resources the API documents, in the order the docs show them, and the URLs each one holds. */
const RESOURCES = [
  {
    name: "account",
    description: "Registration, sign-in, the session, passwords and the account's devices",
    urls: /^\/api\/(user$|session$|register$|login$|logout$|forgot-password$|validate-reset-token\/|reset-password$|users\/me\/|sessions\/)/,
  },
  {
    name: "podcasts",
    description: "The catalogue: listing, search, details and cover art",
    urls: /^\/api\/(podcasts|search)/,
  },
  { name: "reviews", description: "Audience reviews on podcast pages", urls: /^\/api\/reviews/ },
  { name: "users", description: "Profiles, and the administrators' user management", urls: /^\/api\/users/ },
  {
    name: "critic programme",
    description: "Applying to become a critic, and a critic's public profile",
    urls: /^\/api\/(critic-applications|critic\/profile$)/,
  },
  {
    name: "critic reviews",
    description: "A critic's own reviews in the critic database, title and title card",
    urls: /^\/api\/(critic\/|critic-reviews|airtable\/)/,
  },
  {
    name: "critics",
    description: "Public critic pages, the leaderboard and critic reviews on podcasts",
    urls: /^\/api\/(critics|podcasts\/:id\/critic-reviews)/,
  },
  {
    name: "admin",
    description:
      "Critic management, delivery, catalogue links and imports, statistics, trends, audit and exports",
    urls: /^\/api\/admin\//,
  },
  { name: "meta", description: "Installation texts, links and these docs", urls: /^\// },
];
const TAGS = RESOURCES.map(({ name, description }) => ({ name, description }));

/** A route's tag from its URL (the first resource that holds it; critic reviews of a podcast before podcasts). */
export function tagOf(url: string): string {
  const specific = RESOURCES.find((r) => r.name === "critics" && r.urls.test(url));
  return (specific ?? RESOURCES.find((r) => r.urls.test(url)))!.name;
}

/**
 * The docs in the app's dark look: Swagger UI's light page turned around (colours inverted, hues kept)
 * on the app's background, without the top bar (its spec picker and the framework's logo mean nothing
 * here). Served from our own origin, so the Content-Security-Policy's style-src 'self' allows it.
 */
const DOCS_DARK_CSS = `
html { background: #0b0d12; color-scheme: dark; }
body { margin: 0; background: transparent !important; }
.swagger-ui .topbar { display: none; }
#swagger-ui { filter: invert(0.9) hue-rotate(180deg); padding-bottom: 2rem; }
#swagger-ui img, #swagger-ui .highlight-code { filter: invert(1) hue-rotate(180deg); }
`;

/** The ErrorCode schema's description: what each code means and its status (src/shared/constants/error-codes.ts). */
function withErrorCodes<T>(document: T): T {
  const schemas = (document as { components?: { schemas?: Record<string, Record<string, unknown>> } })
    .components?.schemas;
  const schema = schemas?.ErrorCode;
  if (schema)
    schema.description = `The error's stable name. ${ERROR_CODE_NAMES.map(
      (code) => `\`${code}\` (${ERROR_CODES[code].status}): ${ERROR_CODES[code].meaning}`,
    ).join(" ")}`;
  return document;
}

export const SESSION_SECURITY = [{ session: [] }];

/**
 * The OpenAPI document (`GET /api/openapi.json`) and its rendered docs (`/api/docs`, Swagger UI served
 * from our own origin, so it runs under the app's Content-Security-Policy). A route whose policy signs
 * someone in is documented as needing the session cookie. Call before any route is registered.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  app.addHook("onRoute", (route) => {
    if (route.schema?.hide) return;
    // A route whose policy signs someone in (http/policies.ts) is documented as needing the session.
    const signedIn = route.config?.access?.who === "signed-in";
    route.schema = {
      ...route.schema,
      tags: [tagOf(route.url)],
      ...(signedIn ? { security: SESSION_SECURITY } : {}),
    };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.site.brandName} API`,
        version: "1.0.0",
        description:
          "JSON over HTTPS. Sign in with `POST /api/login`; the answer sets the session cookie, which every " +
          "call marked with a lock sends. Errors always answer `{ code, message, errors? }`: branch on `code` " +
          "(listed under the ErrorCode schema), show `message`.",
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
    transformObject: (input) => withErrorCodes(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { docExpansion: "list", deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: `${config.site.brandName} API`, css: [{ filename: "dark.css", content: DOCS_DARK_CSS }] },
  });
}
