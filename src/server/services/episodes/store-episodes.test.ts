import { describe, expect, it } from "vitest";
import { isNews } from "./store-episodes";

describe("isNews: which episodes a refresh announces to followers", () => {
  const readAt = new Date("2026-12-07T08:00:00Z");
  const at = (iso: string) => new Date(iso);

  it("announces an episode out in the week before the read", () => {
    expect(isNews(at("2026-12-07T07:00:00Z"), readAt)).toBe(true);
    expect(isNews(at("2026-12-01T09:00:00Z"), readAt)).toBe(true);
  });

  it("does not announce the back catalogue, an undated item or one dated well ahead", () => {
    expect(isNews(at("2026-11-30T07:59:59Z"), readAt)).toBe(false);
    expect(isNews(at("2019-05-01T00:00:00Z"), readAt)).toBe(false);
    expect(isNews(null, readAt)).toBe(false);
    expect(isNews(at("2026-12-08T08:00:01Z"), readAt)).toBe(false);
    expect(isNews(at("2026-12-08T07:00:00Z"), readAt)).toBe(true);
  });
});
