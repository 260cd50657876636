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

  it("mark a conflict and a rate limit", async () => {
    const client = t.client("10.9.8.7");
    const body = { username: `taken_${process.pid}`, name: "Taken Name", password: "secret-password-1" };
    expect((await client.post("/api/register", body)).status).toBe(201);
    expect(seen(await t.client("10.9.8.7").post("/api/register", body))).toEqual(expected("conflict"));
    const limited = await t
      .client("10.9.8.7")
      .post("/api/register", { ...body, username: `other_${process.pid}` });
    expect(seen(limited)).toEqual(expected("rate_limited"));
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("are listed with their meaning in the OpenAPI document", async () => {
    const doc = (await t.client().get("/api/openapi.json")).body;
    const schema = doc.components.schemas.ErrorCode;
    expect(schema.enum).toEqual(ERROR_CODE_NAMES);
    for (const code of ERROR_CODE_NAMES) expect(schema.description).toContain(`\`${code}\``);
    expect(doc.components.schemas.Error.required).toContain("code");
  });
});
