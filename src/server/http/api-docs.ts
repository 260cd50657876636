import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { ERROR_CODE_NAMES, ERROR_CODES } from "@shared/constants/error-codes";
import type { FastifyInstance, FastifySchema } from "fastify";
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
    description: "The catalogue: listing, search, details, cover art and episodes (read from the feeds)",
    urls: /^\/api\/(podcasts|search|episodes)/,
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
    description: "Public critic pages, the leaderboard and critic reviews on podcasts and episodes",
    urls: /^\/api\/(critics|(podcasts|episodes)\/:id\/critic-reviews)/,
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

/** A route's tag from its URL (the first resource that holds it; critic reviews of a podcast or an episode before podcasts). */
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

/**
 * A route's operationId, from its method and URL, so that it stays the same as long as the route does:
 * `GET /api/critics/:slug` is `getCriticsBySlug`, `POST /api/admin/podcasts/import` `postAdminPodcastsImport`.
 */
export function operationIdOf(method: string, url: string): string {
  const pascal = (text: string) =>
    text
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join("");
  const words = url
    .replace(/^\/api\//, "/")
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? `By${pascal(segment.slice(1))}` : pascal(segment)));
  return method.toLowerCase() + words.join("");
}

declare module "fastify" {
  interface FastifySchema {
    /**
     * For the OpenAPI document only: a request body that is not JSON and that no schema validates (a file
     * upload), as OpenAPI's `requestBody.content`, media type to JSON Schema.
     */
    fileBody?: Record<string, { schema: Record<string, unknown> }>;
  }
}

type SwaggerTransform = typeof jsonSchemaTransform;

interface JsonObject {
  properties?: Record<string, unknown>;
  required?: string[];
}

/** "idempotency-key" as HTTP writes it, "Idempotency-Key" (the schema has Node's lower-case names). */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash, c) => dash + c.toUpperCase());

/**
 * The OpenAPI form of a route: its zod schemas as JSON Schema (fastify-type-provider-zod), headers by
 * their usual names, a 204 declared without a body, and a file body as its media types.
 */
const documentRoute: SwaggerTransform = (document) => {
  const { fileBody, ...schema } = (document.schema ?? {}) as Record<string, unknown> & {
    fileBody?: FastifySchema["fileBody"];
  };
  const documented = jsonSchemaTransform({ ...document, schema });
  const out = documented.schema as Record<string, unknown> & {
    response?: Record<string, unknown>;
    headers?: JsonObject;
  };
  if (out.response?.["204"]) out.response["204"] = { type: "null", description: "No content" };
  if (fileBody) out.body = { content: fileBody };
  const headers = out.headers;
  if (headers?.properties) {
    headers.properties = Object.fromEntries(
      Object.entries(headers.properties).map(([name, value]) => [headerName(name), value]),
    );
    if (headers.required) headers.required = headers.required.map(headerName);
  }
  return documented;
};

export const SESSION_SECURITY = [{ session: [] }];

/**
 * The OpenAPI document (`GET /api/openapi.json`) and its rendered docs (`/api/docs`, Swagger UI served
 * from our own origin, so it runs under the app's Content-Security-Policy). A route whose policy signs
 * someone in is documented as needing the session cookie. Call before any route is registered.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  app.addHook("onRoute", (route) => {
    const [method] = [route.method].flat();
    if (route.schema?.hide || method === "HEAD") return;
    // A route whose policy signs someone in (http/policies.ts) is documented as needing the session.
    const signedIn = route.config?.access?.who === "signed-in";
    route.schema = {
      ...route.schema,
      tags: [tagOf(route.url)],
      operationId: route.schema?.operationId ?? operationIdOf(method!, route.url),
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
    transform: documentRoute,
    transformObject: (input) => withErrorCodes(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { docExpansion: "list", deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: `${config.site.brandName} API`, css: [{ filename: "dark.css", content: DOCS_DARK_CSS }] },
  });
}
