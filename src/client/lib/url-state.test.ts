import { describe, expect, it } from "vitest";
import { nextListSearch, oneOf, pageParam } from "./url-state";

interface List {
  q: string;
  sort: "title" | "rating";
  page: number;
}
const DEFAULTS: List = { q: "", sort: "title", page: 1 };
const read = (search: URLSearchParams): List => ({
  q: search.get("q") ?? "",
  sort: oneOf(["title", "rating"] as const, search.get("sort"), "title"),
  page: pageParam(search),
});
const written = (query: string, change: Partial<List>) =>
  nextListSearch(new URLSearchParams(query), read, DEFAULTS, change).toString();

describe("a list's state in the address", () => {
  it("reads ?page= as a whole number from 1 to 100,000, and 1 otherwise", () => {
    expect(pageParam("?page=3")).toBe(3);
    for (const bad of ["", "?page=0", "?page=-2", "?page=2.5", "?page=2abc", "?page=100001", "?page=x"])
      expect(pageParam(bad), bad).toBe(1);
  });

  it("keeps only known values of a choice", () => {
    expect(oneOf(["a", "b"] as const, "b", "a")).toBe("b");
    expect(oneOf(["a", "b"] as const, "c", "a")).toBe("a");
    expect(oneOf(["a", "b"] as const, null, "a")).toBe("a");
  });

  it("writes changes without defaults and goes back to page 1 unless the page changed", () => {
    expect(written("q=jazz&page=4", { sort: "rating" })).toBe("q=jazz&sort=rating");
    expect(written("q=jazz&sort=rating", { page: 2 })).toBe("q=jazz&sort=rating&page=2");
    expect(written("q=jazz&sort=rating&page=2", { q: "", sort: "title" })).toBe("");
    expect(written("sort=nonsense&page=abc&extra=1", { q: "news" })).toBe("q=news");
  });
});
