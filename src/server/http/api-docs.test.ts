import { describe, expect, it } from "vitest";
import { tagOf } from "./api-docs";

describe("the OpenAPI tag of a route, from its URL", () => {
  it.each([
    ["/api/user", "account"],
    ["/api/validate-reset-token/:token", "account"],
    ["/api/users/me/password", "account"],
    ["/api/sessions/others", "account"],
    ["/api/users", "users"],
    ["/api/users/:id", "users"],
    ["/api/podcasts/:id", "podcasts"],
    ["/api/search/podcasts", "podcasts"],
    ["/api/podcasts/:id/critic-reviews", "critics"],
    ["/api/critics/:slug", "critics"],
    ["/api/critic-reviews/:id", "critic reviews"],
    ["/api/critic/:criticName/info", "critic reviews"],
    ["/api/airtable/reviews", "critic reviews"],
    ["/api/reviews/:id", "reviews"],
    ["/api/admin/podcasts/import", "admin"],
    ["/api/admin/critic-reviews/:id/link", "admin"],
    ["/api/config", "meta"],
  ])("%s is under %s", (url, tag) => {
    expect(tagOf(url)).toBe(tag);
  });
});
