import { connect } from "node:net";
import { ERROR_CODE_NAMES, ERROR_CODES } from "@shared/constants/error-codes";
import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../test/test-app";

const t = setUpTestApp({ env: { RATE_LIMIT_REGISTER_PER_IP: "2" } });

/** The status and code of an answer, and whether its envelope holds a message. */
const seen = (res: { status: number; body: { code?: string; message?: unknown } }) => ({
  status: res.status,
  code: res.body?.code,
  hasMessage: typeof res.body?.message === "string",
});

const expected = (code: keyof typeof ERROR_CODES) => ({
  status: ERROR_CODES[code].status,
  code,
  hasMessage: true,
});

describe("error codes", () => {
  it("name the fault of a request the server cannot read", async () => {
    const client = t.client();
    const json = { "content-type": "application/json" };
    expect(seen(await client.post("/api/login", "{ not json", json))).toEqual(expected("bad_request"));
    expect(seen(await client.post("/api/login", "[1]", json))).toEqual(expected("bad_request"));
    expect(
      seen(await client.post("/api/login", "a=b", { "content-type": "application/x-www-form-urlencoded" })),
    ).toEqual(expected("unsupported_media_type"));
    const huge = JSON.stringify({ username: "x".repeat(300 * 1024), password: "secret-password" });
    expect(seen(await client.post("/api/login", huge, json))).toEqual(expected("payload_too_large"));
    expect(seen(await client.get("/api/no-such-endpoint"))).toEqual(expected("not_found"));
  });

  it("tell a field's fault from the others, naming the field", async () => {
    const res = await t.client().post("/api/register", { username: "ab", password: "secret-password" });
    expect(seen(res)).toEqual(expected("validation_failed"));
    expect(res.body.errors).toMatchObject({ username: "Username must be at least 3 characters" });
  });

  it("tell sign-in faults apart: no session, wrong password, suspended account", async () => {
    expect(seen(await t.client().get("/api/user"))).toEqual(expected("sign_in_required"));
    const user = await t.createUser();
    const wrong = await t
      .client()
      .post("/api/login", { username: user.username, password: "wrong-password" });
    expect(seen(wrong)).toEqual(expected("invalid_credentials"));
    const suspended = await t.createUser({ status: "suspended" });
    const refused = await t
      .client()
      .post("/api/login", { username: suspended.username, password: suspended.password });
    expect(seen(refused)).toEqual(expected("account_suspended"));
  });

  it("tell a missing permission from a cross-site request", async () => {
    const { client } = await t.signedIn();
    expect(seen(await client.get("/api/admin/stats"))).toEqual(expected("permission_required"));
    const crossSite = await client.post("/api/logout", {}, { origin: "https://evil.example" });
    expect(seen(crossSite)).toEqual(expected("cross_site_request"));
  });

  it("name a clash by its domain, and mark a rate limit", async () => {
    const client = t.client("10.9.8.7");
    const body = { username: `taken_${process.pid}`, name: "Taken Name", password: "secret-password-1" };
    expect((await client.post("/api/register", body)).status).toBe(201);
    expect(seen(await t.client("10.9.8.7").post("/api/register", body))).toEqual(expected("username_taken"));
    const limited = await t
      .client("10.9.8.7")
      .post("/api/register", { ...body, username: `other_${process.pid}` });
    expect(seen(limited)).toEqual(expected("rate_limited"));
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("carry the app's code on the framework's own refusals (issue 48 item 11)", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as { port: number };
    /** The raw answer to `request` on a connection of its own: status and parsed JSON body. */
    const raw = (request: string) =>
      new Promise<{ status: number; body: { code?: string; message?: unknown } }>((resolve, reject) => {
        // Written, not ended: the server answers, then closes (Connection: close, or a refused request).
        const socket = connect(port, "127.0.0.1", () => socket.write(request));
        let text = "";
        socket.on("data", (chunk) => (text += chunk));
        socket.on("error", reject);
        socket.on("close", () => {
          const [head = "", body = ""] = text.split("\r\n\r\n");
          resolve({ status: Number(head.split(" ")[1]), body: JSON.parse(body) });
        });
      });
    const get = (target: string, headers = "", method = "GET") =>
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`;
    expect(seen(await raw(get("/api/critics/%zz")))).toEqual(expected("bad_request"));
    expect(seen(await raw(get("/%E0%A4%A")))).toEqual(expected("bad_request"));
    // (A DELETE: a GET would fall through to the built client's files, and so to a 404.)
    expect(seen(await raw(get(`/api/users/${"9".repeat(600)}`, "", "DELETE")))).toEqual(
      expected("uri_too_long"),
    );
    expect(seen(await raw(get("/", `X-Big: ${"a".repeat(20_000)}\r\n`)))).toEqual(
      expected("headers_too_large"),
    );
    expect(seen(await raw("NOT HTTP AT ALL\r\n\r\n"))).toEqual(expected("bad_request"));
  });

  it("are listed with their meaning in the OpenAPI document", async () => {
    const doc = (await t.client().get("/api/openapi.json")).body;
    const schema = doc.components.schemas.ErrorCode;
    expect(schema.enum).toEqual(ERROR_CODE_NAMES);
    for (const code of ERROR_CODE_NAMES) expect(schema.description).toContain(`\`${code}\``);
    expect(doc.components.schemas.Error.required).toContain("code");
  });
});
