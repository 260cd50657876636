import type { Prng } from "./prng";
import { fieldsOf, type JsonSchema, sample } from "./schema-sample";

/** One endpoint as the fuzzer sees it: its route and (from the OpenAPI document) its inputs. */
export interface FuzzRoute {
  method: string;
  /** As registered in Fastify, e.g. /api/podcasts/:id */
  url: string;
  body?: JsonSchema;
  query: { name: string; schema: JsonSchema }[];
}

export interface FuzzRequest {
  /** Which case made it, for the failure report. */
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** True when the answer must be the API's JSON `{ message }` envelope if it is a 4xx. */
  expectEnvelope: boolean;
}

export interface FuzzContext {
  rng: Prng;
  /** Base URL's origin, sent as Origin on writes like a browser on the site would. */
  origin: string;
  /** The session cookie of the caller ("" for anonymous). */
  cookie: string;
  /** A value for a path parameter that names something that exists, so bodies reach the handler. */
  plausible(route: FuzzRoute, param: string): string;
  /** Largest body the server takes for this route. */
  bodyLimit(route: FuzzRoute): number;
  /** A body the route accepts, when the test knows one better than the OpenAPI sample. */
  validBody?(route: FuzzRoute): unknown;
}

const HOSTILE_PARAMS = [
  "abc",
  "0",
  "-1",
  "1.5",
  "1e3",
  "0x10",
  "2147483648",
  "-2147483649",
  "9223372036854775808",
  "99999999999999999999999999999",
  "9007199254740993",
  "NaN",
  "Infinity",
  "null",
  "undefined",
  "true",
  "%00",
  "a%00b",
  "%",
  "%ZZ",
  "%E0%A4%A",
  "%C0%AF",
  "%ED%A0%80",
  "..",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f%2e%2e%2f",
  "....//....//",
  "%2F",
  "%20",
  "%09",
  "%0D%0ASet-Cookie:%20x=1",
  "%C3%A9t%C3%A9",
  "%F0%9F%92%A9",
  "%EF%BF%BF",
  "__proto__",
  "constructor",
  "prototype",
  "'%3B%20drop%20table%20users%3B--",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "a".repeat(499),
  "a".repeat(600),
  "%E2%80%AE",
  "$%7B7*7%7D",
  "*",
];

const NUL = "\u0000";
const LONE_SURROGATE = "\ud800";

/** JSON values of the wrong kind for a field (or hostile strings where a string is right). */
const WRONG_VALUES: (() => unknown)[] = [
  () => null,
  () => true,
  () => 0,
  () => -1,
  () => 1.5,
  () => 2 ** 31,
  () => 2 ** 53 + 1,
  () => -(2 ** 63),
  () => 1e308,
  () => "",
  () => " ",
  () => "12",
  () => `a${NUL}b`,
  () => NUL,
  () => `x${LONE_SURROGATE}y`,
  () => "\udfff",
  () => "x".repeat(100_000),
  () => "é".repeat(20_000),
  () => `https://example.com/${"a".repeat(5000)}`,
  () => "javascript:alert(1)",
  () => "2025-13-45",
  () => "9999-12-31T99:99:99Z",
  () => "<script>alert(1)</script>",
  () => "' or 1=1 --",
  () => [],
  () => [1, "a", null],
  () => ["x".repeat(1000)],
  () => ({}),
  () => ({ a: 1 }),
  () => ({ __proto__: { admin: true } }),
  () => JSON.parse('{"__proto__":{"role":"admin"}}'),
  () => ({ constructor: { prototype: { role: "admin" } } }),
  () => Array.from({ length: 5000 }, (_, i) => i),
  () => nested(50),
  () => nested(2000),
];

function wrongValue(rng: Prng): unknown {
  return rng.pick(WRONG_VALUES)();
}

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** JSON.stringify writes NUL and lone surrogates as \u escapes, so they reach the server intact. */
function toJson(value: unknown): string {
  return JSON.stringify(value);
}

function fillPath(route: FuzzRoute, ctx: FuzzContext, hostile: boolean): string {
  return route.url.replace(/:(\w+)/g, (_, param: string) =>
    hostile ? ctx.rng.pick(HOSTILE_PARAMS) : encodeURIComponent(ctx.plausible(route, param)),
  );
}

function validBody(route: FuzzRoute, ctx: FuzzContext): unknown {
  const known = ctx.validBody?.(route);
  if (known !== undefined) return known;
  return route.body ? sample(route.body, ctx.rng) : undefined;
}

/** A valid body as JSON, for cases that break something else; none for a route without a body. */
function validJson(route: FuzzRoute, ctx: FuzzContext): string | undefined {
  return route.body ? toJson(validBody(route, ctx)) : undefined;
}

/** Strings that most text fields accept, but that are unusual enough to upset code after validation. */
const ODD_TEXT = [
  " ",
  "\t\n",
  "x",
  "💩".repeat(50),
  "é".repeat(200),
  "\u202eevil\u202c",
  "\u200b\u200b\u200b",
  "\ufeffbom",
  "a\u0301\u0301\u0301",
  "ﷺ".repeat(30),
  "%s%n%x",
  "%00",
  "' OR 1=1 --",
  '{Reviewer} = "x"',
  '=HYPERLINK("x")',
  "<img src=x onerror=alert(1)>",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "null",
  "1e999",
  "-0",
  "Ǆ".repeat(100),
  "x".repeat(300),
  "x".repeat(5000),
  "https://example.com/%ZZ",
  "http://[::1]:99999/",
  `https://example.com/${"é".repeat(100)}`,
  "0000-00-00",
  "2025-02-30",
  "1900-01-01",
  "9999-12-31",
  "a@b",
  `${"a".repeat(64)}@${"b".repeat(250)}.com`,
];

function oddText(rng: Prng): string {
  return rng.pick(ODD_TEXT);
}

const ODD_NUMBERS = [
  0,
  -0,
  1,
  5,
  4.5,
  0.5,
  0.1 + 0.2,
  -1,
  1e-9,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  Number.MAX_VALUE,
  1e21,
];

function oddNumber(rng: Prng): number {
  return rng.pick(ODD_NUMBERS);
}

const QUERY_VALUES = [
  "1",
  "0",
  "-1",
  "1.5",
  "1e999",
  "99999999999999999999",
  "2147483648",
  "9007199254740993",
  "abc",
  "",
  "%00",
  "%ZZ",
  "%ED%A0%80",
  encodeURIComponent("x".repeat(5000)),
  encodeURIComponent("é💩"),
  "true",
  "null",
  "__proto__",
  "%27%3B--",
];

function queryString(route: FuzzRoute, ctx: FuzzContext): string {
  const { rng } = ctx;
  const names = route.query.map((q) => q.name);
  const name = names.length && rng.chance(0.8) ? rng.pick(names) : rng.pick(["page", "q", "limit", "x"]);
  const value = () => rng.pick(QUERY_VALUES);
  if (names.length && rng.chance(0.4)) return names.map((n) => `${n}=${value()}`).join("&");
  return rng.pick([
    () => `${name}=${value()}&${name}=${value()}`,
    () => `${name}[]=${value()}&${name}[]=${value()}`,
    () => `${name}[a]=${value()}`,
    () => `${name}=${value()}`,
    () => `__proto__[role]=admin&${name}=${value()}`,
    () => `constructor[prototype][x]=1`,
    () => Array.from({ length: 300 }, (_, i) => `${name}=${i}`).join("&"),
    () => Array.from({ length: 300 }, (_, i) => `k${i}=${i}`).join("&"),
    () => `${name}`,
    () => `=${value()}`,
    () => `&&&${name}==${value()}`,
    () => names.map((n) => `${n}=${value()}`).join("&"),
  ])();
}

type Case = (route: FuzzRoute, ctx: FuzzContext) => Omit<FuzzRequest, "expectEnvelope"> & { api?: boolean };

function baseHeaders(ctx: FuzzContext, method: string): Record<string, string> {
  const headers: Record<string, string> = {};
  if (ctx.cookie) headers.cookie = ctx.cookie;
  if (method !== "GET" && method !== "HEAD") {
    headers.origin = ctx.origin;
    headers["sec-fetch-site"] = "same-origin";
  }
  return headers;
}

function jsonRequest(
  kind: string,
  route: FuzzRoute,
  ctx: FuzzContext,
  body: string | Buffer | undefined,
  contentType = "application/json",
  hostilePath = false,
): Omit<FuzzRequest, "expectEnvelope"> {
  const headers = baseHeaders(ctx, route.method);
  if (body !== undefined) headers["content-type"] = contentType;
  return {
    kind,
    method: route.method,
    path: fillPath(route, ctx, hostilePath),
    headers,
    body: body === undefined ? undefined : Buffer.from(body),
  };
}

const CASES: Record<string, Case> = {
  invalidJson: (route, ctx) =>
    jsonRequest(
      "invalid JSON",
      route,
      ctx,
      ctx.rng.pick([
        "{",
        "}",
        '{"a":}',
        "{'a':1}",
        "[1,]",
        "NaN",
        "undefined",
        '"unterminated',
        '{"a":1}{"b":2}',
        "\u0000",
        "\ufeff{}",
        "nul",
        "1e999999",
        "-",
        '{"a":"\\ud800"}',
        '{"a":"\\x00"}',
        toJson(validBody(route, ctx) ?? {}).slice(0, -1),
      ]),
    ),
  jsonScalars: (route, ctx) =>
    jsonRequest(
      "JSON that is not an object",
      route,
      ctx,
      ctx.rng.pick(["null", "true", "0", "-1", '"text"', "[]", "[{}]", "[null]", "1e308", '""']),
    ),
  wrongContentType: (route, ctx) => {
    const body = toJson(validBody(route, ctx) ?? { a: 1 });
    const type = ctx.rng.pick([
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=----x",
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "application/xml",
      "text/csv",
      "application/octet-stream",
      "application/json; charset=utf-16",
      "application/json; charset=latin1",
      "application/JSON",
      "application/json-patch+json",
      "application/jsonx",
      "application/merge-patch+json",
      "image/png",
      ";;;",
      "application/json; boundary=\u0001",
      "*/*",
    ]);
    return jsonRequest(`content type ${type}`, route, ctx, body, type);
  },
  noContentType: (route, ctx) => {
    const request = jsonRequest("body without content type", route, ctx, toJson(validBody(route, ctx) ?? {}));
    delete request.headers["content-type"];
    return request;
  },
  hugeBody: (route, ctx) => {
    const size = ctx.bodyLimit(route) + 1 + ctx.rng.int(64 * 1024);
    const body = `{"a":"${"x".repeat(size)}"}`;
    return jsonRequest(`body of ${body.length} bytes`, route, ctx, body);
  },
  deepNesting: (route, ctx) => {
    const depth = ctx.rng.pick([1000, 10_000, 50_000]);
    const open = ctx.rng.chance(0.5) ? "[" : '{"a":';
    const close = open === "[" ? "]" : "}";
    const body = `${open.repeat(depth)}1${close.repeat(depth)}`;
    return jsonRequest(`JSON nested ${depth} deep`, route, ctx, body);
  },
  nestedField: (route, ctx) => {
    const base = (validBody(route, ctx) ?? {}) as Record<string, unknown>;
    const fields = fieldsOf(route.body);
    const field = fields.length ? ctx.rng.pick(fields) : "a";
    const depth = ctx.rng.pick([1000, 20_000]);
    const json = toJson(base).replace(
      /^\{/,
      `{${JSON.stringify(field)}:${"[".repeat(depth)}1${"]".repeat(depth)},`,
    );
    return jsonRequest(`field ${field} nested ${depth} deep`, route, ctx, json.replace(/,}$/, "}"));
  },
  prototypeKeys: (route, ctx) => {
    const base = toJson(validBody(route, ctx) ?? {});
    const key = ctx.rng.pick([
      '"__proto__":{"role":"admin","isAdmin":true}',
      '"constructor":{"prototype":{"role":"admin"}}',
      '"__proto__":null',
      '"prototype":{"x":1}',
      '"\\u005f_proto__":{"x":1}',
      '"hasOwnProperty":1',
      '"toString":"x"',
    ]);
    const body = base === "{}" ? `{${key}}` : base.replace(/^\{/, `{${key},`);
    return jsonRequest("prototype-pollution keys", route, ctx, body);
  },
  wrongField: (route, ctx) => {
    const base = validBody(route, ctx);
    const fields = fieldsOf(route.body);
    if (!fields.length || typeof base !== "object" || base === null || Array.isArray(base)) {
      return jsonRequest("wrong body value", route, ctx, toJson(wrongValue(ctx.rng)));
    }
    const field = ctx.rng.pick(fields);
    const value = wrongValue(ctx.rng);
    const body = { ...(base as Record<string, unknown>), [field]: value };
    const shown = typeof value === "string" ? `string(${value.length})` : toJson(value)?.slice(0, 40);
    return jsonRequest(`field ${field} = ${shown}`, route, ctx, toJson(body));
  },
  extraFields: (route, ctx) => {
    const base = (validBody(route, ctx) ?? {}) as Record<string, unknown>;
    const extra = ctx.rng.pick([
      { role: "admin" },
      { status: "active", id: 1 },
      { userId: 1, criticName: "Someone Else" },
      Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
    ]);
    return jsonRequest("extra fields", route, ctx, toJson({ ...base, ...extra }));
  },
  validBody: (route, ctx) => jsonRequest("plausible body", route, ctx, toJson(validBody(route, ctx) ?? {})),
  oddField: (route, ctx) => {
    const base = validBody(route, ctx);
    if (!base || typeof base !== "object" || Array.isArray(base)) {
      return jsonRequest("plausible body", route, ctx, toJson(base ?? {}));
    }
    const fields = Object.keys(base);
    const field = fields.length ? ctx.rng.pick(fields) : "a";
    const current = (base as Record<string, unknown>)[field];
    const value = typeof current === "number" ? oddNumber(ctx.rng) : oddText(ctx.rng);
    const body = { ...(base as Record<string, unknown>), [field]: value };
    const shown = typeof value === "string" ? JSON.stringify(value.slice(0, 40)) : value;
    return jsonRequest(`odd ${field} = ${shown}`, route, ctx, toJson(body));
  },
  badPath: (route, ctx) =>
    jsonRequest("bad path parameter", route, ctx, validJson(route, ctx), "application/json", true),
  badQuery: (route, ctx) => {
    const request = jsonRequest(
      "bad query",
      route,
      ctx,
      validJson(route, ctx),
      "application/json",
      ctx.rng.chance(0.3),
    );
    request.path += `?${queryString(route, ctx)}`;
    return request;
  },
  oddMethod: (route, ctx) => {
    const method = ctx.rng.pick([
      "PATCH",
      "PUT",
      "DELETE",
      "POST",
      "OPTIONS",
      "PROPFIND",
      "SEARCH",
      "PURGE",
      "HEAD",
      "GET",
    ]);
    const request = jsonRequest(
      `method ${method}`,
      route,
      ctx,
      method === "GET" || method === "HEAD" ? undefined : "{}",
    );
    return { ...request, method, headers: { ...request.headers, ...baseHeaders(ctx, method) } };
  },
  badCookie: (route, ctx) => {
    const request = jsonRequest("bad cookie", route, ctx, validJson(route, ctx));
    request.headers.cookie = ctx.rng.pick([
      "cc_session=garbage",
      "cc_session=s:garbage.signature",
      "cc_session=s:.",
      "cc_session=",
      "cc_session",
      "cc_session=%00",
      "cc_session=%ZZ",
      "cc_session=%ED%A0%80",
      `cc_session=${"a".repeat(4000)}`,
      `cc_session=s:${"a".repeat(64)}.${"b".repeat(43)}`,
      `${ctx.cookie}; cc_session=second`,
      `${ctx.cookie}${"x".repeat(7)}`,
      "cc_session=1; cc_session=2; cc_session=3",
      "=====",
      ";;;;",
      "__proto__=1; constructor=2",
      Array.from({ length: 200 }, (_, i) => `c${i}=${i}`).join("; "),
    ]);
    return request;
  },
  badHeaders: (route, ctx) => {
    const request = jsonRequest("bad headers", route, ctx, route.body ? toJson(validBody(route, ctx)) : "{}");
    const [name, value] = ctx.rng.pick<[string, string]>([
      ["origin", "http://evil.example"],
      ["origin", "null"],
      ["origin", "%%%"],
      ["sec-fetch-site", "cross-site"],
      ["sec-fetch-site", "same-site"],
      ["x-request-id", "x".repeat(4000)],
      ["x-request-id", ""],
      ["content-encoding", "gzip"],
      ["content-encoding", "br, deflate"],
      ["accept", "text/html"],
      ["accept", "application/xml;q=2"],
      ["accept-encoding", "gzip;q=x, *;q=-1"],
      ["accept-language", "x".repeat(2000)],
      ["host", "evil.example"],
      ["host", "[::1"],
      ["x-forwarded-for", "1.2.3.4, not-an-ip"],
      ["x-forwarded-proto", "gopher"],
      ["if-none-match", "*"],
      ["if-modified-since", "yesterday"],
      ["range", "bytes=999999999-"],
      ["authorization", "Bearer x"],
      ["user-agent", "x".repeat(8000)],
    ]);
    request.headers[name] = value;
    return request;
  },
};

const CASE_NAMES = Object.keys(CASES);

/** One hostile request for the route, picked by the seeded generator. */
export function fuzzRequest(route: FuzzRoute, ctx: FuzzContext): FuzzRequest {
  const name = ctx.rng.pick(CASE_NAMES);
  const request = CASES[name]!(route, ctx);
  const pathname = request.path.split("?")[0]!;
  return { ...request, kind: `${name}: ${request.kind}`, expectEnvelope: pathname.startsWith("/api/") };
}

/** Random bytes (sometimes after a plausible request line) straight onto a socket. */
export function randomBytesRequest(rng: Prng, route: FuzzRoute): Buffer {
  const junk = rng.bytes(1 + rng.int(2048));
  return rng.pick([
    () => junk,
    () => Buffer.concat([Buffer.from(`${route.method} ${route.url} HTTP/1.1\r\nHost: x\r\n`), junk]),
    () =>
      Buffer.concat([
        Buffer.from(
          `POST ${route.url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${junk.length}\r\n\r\n`,
        ),
        junk,
      ]),
    () =>
      Buffer.from(
        `POST ${route.url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      ),
    () =>
      Buffer.from(
        `POST ${route.url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10\r\nContent-Length: 2\r\n\r\n{}`,
      ),
    () => Buffer.from(`GET ${route.url}\u0000 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
  ])();
}

/**
 * Every hostile value in every path parameter and every query parameter of the route, one at a time
 * (the rest plausible): the random storm alone would reach a given parameter × value pair too rarely.
 */
export function sweepRequests(route: FuzzRoute, ctx: FuzzContext): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const body = route.body || ctx.validBody?.(route) !== undefined ? toJson(validBody(route, ctx)) : undefined;
  const make = (kind: string, path: string) => ({
    ...jsonRequest(kind, route, ctx, body),
    path,
    expectEnvelope: path.startsWith("/api/"),
  });
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  for (const param of params) {
    for (const value of HOSTILE_PARAMS) {
      const path = route.url.replace(/:(\w+)/g, (_, p: string) =>
        p === param ? value : encodeURIComponent(ctx.plausible(route, p)),
      );
      requests.push(make(`sweep: path ${param}=${value.slice(0, 40)}`, path));
    }
  }
  const base = fillPath(route, ctx, false);
  for (const { name } of route.query) {
    for (const value of [...QUERY_VALUES, `1&${name}=2`]) {
      requests.push(make(`sweep: query ${name}=${value.slice(0, 40)}`, `${base}?${name}=${value}`));
    }
  }
  return requests;
}

/** Every wrong and odd value in every top-level field of the route's accepted body, one field at a time. */
export function bodySweepRequests(route: FuzzRoute, ctx: FuzzContext): FuzzRequest[] {
  const base = ctx.validBody?.(route);
  if (!base || typeof base !== "object" || Array.isArray(base)) return [];
  const requests: FuzzRequest[] = [];
  for (const [field, current] of Object.entries(base)) {
    const odd = typeof current === "number" ? ODD_NUMBERS : ODD_TEXT;
    const values = [...WRONG_VALUES.map((make) => make()), ...odd, undefined];
    for (const value of values) {
      // A fresh base each time: some (a username, a title) must be unique to get past the handler.
      const body = { ...(ctx.validBody?.(route) as Record<string, unknown>), [field]: value };
      const shown = typeof value === "string" ? `string(${value.length})` : toJson(value)?.slice(0, 30);
      requests.push({
        ...jsonRequest(`sweep: body ${field} = ${shown}`, route, ctx, toJson(body)),
        expectEnvelope: route.url.startsWith("/api/"),
      });
    }
  }
  return requests;
}
