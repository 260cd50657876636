import { describe, expect, it } from "vitest";
import { operationIdOf, tagOf } from "./api-docs";

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

describe("the operationId of a route, from its method and URL", () => {
  it.each([
    ["GET", "/api/podcasts", "getPodcasts"],
    ["GET", "/api/podcasts/:id/critic-reviews", "getPodcastsByIdCriticReviews"],
    ["POST", "/api/admin/critic-names/:name/nudge", "postAdminCriticNamesByNameNudge"],
    ["DELETE", "/api/sessions/others", "deleteSessionsOthers"],
    ["GET", "/api/critic/:criticName/reviews.csv", "getCriticByCriticNameReviewsCsv"],
  ])("%s %s is %s", (method, url, id) => {
    expect(operationIdOf(method, url)).toBe(id);
  });
});
