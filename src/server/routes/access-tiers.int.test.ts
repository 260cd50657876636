import { ERROR_CODES, type ErrorCode } from "@shared/constants/error-codes";
import { describe, expect, it } from "vitest";
import { addPodcast, validReview } from "../test/catalogue-fixtures";
import { uniqueCriticName } from "../test/critic-data";
import { setUpTestApp } from "../test/test-app";

/**
 * The two tiers of permission (decision 0082), each answering with the code that names its refusal:
 * route policies decide who may call a route (the role, the account's state) before the body is read;
 * services decide which rows the caller may touch (someone else's review, their own account). The access
 * matrix (access-matrix.int.test.ts) checks every route for every role; this file shows one refusal of
 * each kind, so a tier that stopped refusing, or a refusal that lost its name, fails here.
 */
const t = setUpTestApp();

const refusal = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code];
const expected = (code: ErrorCode) => [ERROR_CODES[code].status, code];

describe("route policies: who may call", () => {
  it("ask a signed-out caller to sign in, whatever the body", async () => {
    expect(refusal(await t.client().put("/api/reviews/1", "{ not json"))).toEqual(
      expected("sign_in_required"),
    );
  });

  it("refuse a role the route is not for", async () => {
    const { client } = await t.signedIn({ role: "critic", status: "active", criticName: null });
    expect(refusal(await client.get("/api/admin/stats"))).toEqual(expected("permission_required"));
  });

  it("refuse an account whose state does not allow it, saying which state", async () => {
    const pending = await t.signedIn({ role: "critic", status: "pending", criticName: null });
    expect(refusal(await pending.client.get("/api/critic/profile"))).toEqual(
      expected("critic_name_required"),
    );
    const report = { kind: "review", id: "1", reason: "spam" };
    expect(refusal(await pending.client.post("/api/reports", report))).toEqual(
      expected("account_not_active"),
    );
  });
});

describe("services: which rows", () => {
  it("refuse someone else's review, profile and critic name", async () => {
    const podcast = await addPodcast(t.ctx);
    const author = await t.signedIn();
    const created = await author.client.post("/api/reviews", validReview(podcast.id));
    expect(created.status).toBe(201);
    const other = await t.signedIn();
    const edit = { ...validReview(podcast.id), title: "Not mine" };
    expect(refusal(await other.client.put(`/api/reviews/${created.body.id}`, edit))).toEqual(
      expected("not_owner"),
    );
    expect(refusal(await other.client.patch(`/api/users/${author.user.id}`, { name: "Not Me" }))).toEqual(
      expected("not_owner"),
    );
    const critic = await t.signedIn({
      role: "critic",
      status: "active",
      criticName: uniqueCriticName("Tier"),
    });
    const someoneElse = encodeURIComponent(uniqueCriticName("Else"));
    expect(refusal(await critic.client.get(`/api/critic/${someoneElse}/info`))).toEqual(
      expected("not_owner"),
    );
  });

  it("refuse an administrator's change to their own account", async () => {
    const { user, client } = await t.signedIn({ role: "admin" });
    expect(refusal(await client.put(`/api/users/${user.id}`, { status: "suspended" }))).toEqual(
      expected("own_account_protected"),
    );
    expect(refusal(await client.delete(`/api/users/${user.id}`))).toEqual(expected("own_account_protected"));
  });
});
