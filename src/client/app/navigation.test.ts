import type { User } from "@shared/schemas/user";
import { describe, expect, it } from "vitest";
import {
  activeItem,
  criticsInAccountMenu,
  criticsMenuBelow,
  followingMenuBelow,
  headerLinks,
  reportsInAccountMenu,
  tabBarItems,
} from "./navigation";

const user = (role: User["role"]) => ({ role }) as User;

describe("navigation", () => {
  it("gives critics and admins their own header links", () => {
    expect(headerLinks(user("critic")).map((l) => l.label)).toEqual([
      "Dashboard",
      "My Reviews",
      "Add Review",
      "Podcasts",
      "Critics",
      "Following",
    ]);
    expect(headerLinks(user("admin")).map((l) => l.label)).toEqual([
      "Podcasts",
      "Dashboard",
      "User Management",
      "Applications",
      "Reports",
      "Critics",
    ]);
  });

  it("never shows more than five tabs", () => {
    expect(tabBarItems(user("critic")).map((t) => t.label)).toEqual([
      "Home",
      "Dashboard",
      "Reviews",
      "Add Review",
      "Profile",
    ]);
    expect(tabBarItems(user("admin")).map((t) => t.label)).toEqual([
      "Home",
      "Dashboard",
      "Users",
      "Applications",
      "Profile",
    ]);
  });

  it("puts Critics in the account menu on phones, where the tab bar has no room for it", () => {
    expect(criticsInAccountMenu(user("critic"))).toBe(true);
    expect(criticsInAccountMenu(user("admin"))).toBe(true);
  });

  it("keeps the administrators' header short below 1024 px: Reports as an icon, Critics in the menu", () => {
    const links = headerLinks(user("admin"));
    expect(links.find((l) => l.label === "Reports")).toMatchObject({ compact: true });
    expect(links.find((l) => l.label === "Critics")).toMatchObject({ wide: true });
    expect(criticsMenuBelow(user("admin"))).toBe("lg");
    expect(criticsMenuBelow(user("critic"))).toBe("md");
  });

  it("shows Following in critics' header from 1024 px and otherwise in the account menu", () => {
    expect(headerLinks(user("critic")).find((l) => l.label === "Following")).toMatchObject({
      to: "/following",
      wide: true,
    });
    expect(followingMenuBelow(user("critic"))).toBe("lg");
    expect(followingMenuBelow(user("admin"))).toBe("always");
    expect(tabBarItems(user("critic")).map((t) => t.to)).not.toContain("/following");
  });

  it("puts Reports, with its count, in administrators' header and on phones in their account menu", () => {
    expect(headerLinks(user("admin")).find((l) => l.label === "Reports")).toMatchObject({
      to: "/admin/reports",
      counted: "reports",
    });
    expect(reportsInAccountMenu(user("admin"))).toBe(true);
    expect(reportsInAccountMenu(user("critic"))).toBe(false);
  });

  it.each([
    ["/", "Home"],
    ["/podcasts/12", "Home"],
    ["/admin", "Dashboard"],
    ["/admin/users", "Users"],
    ["/admin/users/5", "Users"],
    ["/profile", "Profile"],
    ["/admin/applications", "Applications"],
    ["/critics", undefined],
    ["/administrator", undefined],
    ["/critic/dashboard", undefined],
    ["/no-such-page", undefined],
  ])("on %s the active admin tab is %s", (path, label) => {
    expect(activeItem(tabBarItems(user("admin")), path)?.label).toBe(label);
  });

  it("marks no header link on the profile, and none on a page outside every section", () => {
    expect(activeItem(headerLinks(user("critic")), "/profile")).toBeUndefined();
    expect(activeItem(headerLinks(user("admin")), "/critic/my-reviews")).toBeUndefined();
    expect(activeItem(headerLinks(user("critic")), "/podcasts/3")?.label).toBe("Podcasts");
    expect(activeItem(tabBarItems(user("critic")), "/", true)).toBeUndefined();
  });
});
