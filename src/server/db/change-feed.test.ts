import { describe, expect, it } from "vitest";
import { parseChange } from "./change-feed";

describe("parseChange (migration 0028's notices)", () => {
  it("reads users, public and titles notices, and nothing else", () => {
    expect(parseChange("users:3,17")).toEqual({ kind: "users", ids: [3, 17] });
    expect(parseChange("users:*")).toEqual({ kind: "users", ids: "all" });
    expect(parseChange("public")).toEqual({ kind: "public" });
    expect(parseChange("titles")).toEqual({ kind: "titles" });
    expect(parseChange("fence")).toBeNull();
    expect(parseChange("")).toBeNull();
  });
});
