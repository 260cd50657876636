import { describe, expect, it } from "vitest";
import { pageItems } from "./pagination";

describe("pageItems", () => {
  it("shows every page up to 7 pages", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("uses ellipses beyond 7 pages, keeping both ends and the current page's neighbours", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, "…", 20]);
    expect(pageItems(10, 20)).toEqual([1, "…", 9, 10, 11, "…", 20]);
    expect(pageItems(20, 20)).toEqual([1, "…", 16, 17, 18, 19, 20]);
    expect(pageItems(5, 8)).toEqual([1, "…", 4, 5, 6, 7, 8]);
  });
});
