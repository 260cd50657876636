import { describe, expect, it } from "vitest";
import { compactPageItems, pageItems } from "./pagination";

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
  it("keeps a phone's row to three page numbers", () => {
    expect(compactPageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(compactPageItems(2, 20)).toEqual([1, 2, "…", 20]);
    expect(compactPageItems(10, 20)).toEqual([1, "…", 10, "…", 20]);
    expect(compactPageItems(20, 20)).toEqual([1, "…", 19, 20]);
    for (let page = 1; page <= 20; page++) {
      const numbers = compactPageItems(page, 20).filter((item) => item !== "…");
      expect(numbers.length).toBeLessThanOrEqual(3);
      expect(numbers).toContain(page);
    }
  });
});
