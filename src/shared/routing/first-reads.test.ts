import { describe, expect, it } from "vitest";
import { FIRST_READS, type FirstReadsMatch } from "./first-reads";
import { mayOpen, PAGES } from "./pages";

const at = (
  search = "",
  params: FirstReadsMatch["params"] = {},
  criticName: string | null = null,
  viewer: FirstReadsMatch["viewer"] = { criticName, criticSlug: null },
): FirstReadsMatch => ({ params, search: new URLSearchParams(search), viewer });

describe("first reads (requested by the client's router and preloaded by the server)", () => {
  it("read the page's address as the page does: defaults for anything unknown", () => {
    expect(FIRST_READS.home?.(at())).toEqual(["/api/podcasts?page=1&sort=title"]);
    expect(FIRST_READS.home?.(at("?sort=rating&genre=Comedy&q=true+crime&page=3"))).toEqual([
      "/api/podcasts?page=3&sort=rating&q=true+crime&genre=Comedy",
    ]);
    expect(FIRST_READS.home?.(at("?sort=loudest&genre=Nope&page=-2"))).toEqual([
      "/api/podcasts?page=1&sort=title",
    ]);
    expect(FIRST_READS.admin?.(at("?weeks=7"))).toEqual([
      "/api/admin/stats",
      "/api/admin/stats/trends?weeks=12",
      "/api/admin/critic-applications/summary",
      "/api/admin/reports/summary",
    ]);
    expect(FIRST_READS.adminApplications?.(at("?status=declined&page=2"))).toEqual([
      "/api/admin/critic-applications?status=declined&page=2&pageSize=20",
    ]);
    expect(FIRST_READS.adminApplications?.(at("?status=nope"))).toEqual([
      "/api/admin/critic-applications?status=open&page=1&pageSize=20",
    ]);
    expect(FIRST_READS.adminReports?.(at("?status=closed&page=3"))).toEqual([
      "/api/admin/reports?status=closed&page=3&pageSize=20",
    ]);
    expect(FIRST_READS.adminReports?.(at("?status=hidden"))).toEqual([
      "/api/admin/reports?status=open&page=1&pageSize=20",
    ]);
    expect(FIRST_READS.critics?.(at("?period=all"))).toEqual(["/api/critics?period=all"]);
  });

  it("read nothing for an address that cannot be a page of data, or a critic without a critic name", () => {
    expect(FIRST_READS.podcast?.(at("", { id: "abc" }))).toEqual([]);
    expect(FIRST_READS.podcast?.(at("", { id: "99999999999" }))).toEqual([]);
    expect(FIRST_READS.criticDashboard?.(at())).toEqual([]);
    expect(FIRST_READS.criticAddReview?.(at("", {}, "Jordan Vale"))).toEqual([
      "/api/critic/Jordan%20Vale/info",
    ]);
    expect(FIRST_READS.profile?.(at())).toEqual([]);
    expect(FIRST_READS.profile?.(at("", {}, "Jordan Vale"))).toEqual([
      "/api/critic/Jordan%20Vale/info",
      "/api/critic/profile",
    ]);
    expect(FIRST_READS.critic?.(at("?page=2", { slug: "jordan-vale" }))).toEqual([
      "/api/critics/jordan-vale?page=2&pageSize=10",
      "/api/critics/jordan-vale/follow",
    ]);
  });

  it("read the follow state where the page shows it, and only for a signed-in visitor of a critic's page", () => {
    expect(FIRST_READS.podcast?.(at("", { id: "7" }))).toContain("/api/podcasts/7/follow");
    // Signed out, the page is drawn once for everyone and kept: no follower count in it.
    expect(FIRST_READS.critic?.(at("", { slug: "jordan-vale" }, null, null))).toEqual([
      "/api/critics/jordan-vale?page=1&pageSize=10",
    ]);
    const critic = { criticName: "Jordan Vale", criticSlug: "jordan-vale" };
    expect(FIRST_READS.criticDashboard?.(at("", {}, null, critic))).toEqual([
      "/api/critic/Jordan%20Vale/reviews",
      "/api/critics/jordan-vale/follow",
    ]);
    expect(FIRST_READS.following?.(at())).toEqual([
      "/api/feed?limit=20",
      "/api/following?page=1&pageSize=25",
    ]);
  });

  it("belong to pages of the shared table", () => {
    for (const key of Object.keys(FIRST_READS)) expect(PAGES).toHaveProperty(key);
  });

  it("are read only by visitors the page is for", () => {
    const critic = { role: "critic" };
    const admin = { role: "admin" };
    expect(mayOpen(PAGES.home.access, null)).toBe(false);
    expect(mayOpen(PAGES.home.access, critic)).toBe(true);
    expect(mayOpen(PAGES.admin.access, critic)).toBe(false);
    expect(mayOpen(PAGES.admin.access, admin)).toBe(true);
    expect(mayOpen(PAGES.criticDashboard.access, admin)).toBe(false);
    expect(mayOpen(PAGES.critics.access, null)).toBe(true);
    expect(mayOpen(PAGES.auth.access, critic)).toBe(false);
  });
});
