import { describe, expect, it } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("starts the load once, keeps its value, and tries again after a failure", async () => {
    let calls = 0;
    const once = loadOnce(async () => {
      calls++;
      if (calls === 1) throw new Error("offline");
      return "code";
    });
    expect(once.started).toBe(false);
    await expect(once.get()).rejects.toThrow("offline");
    expect(once.started).toBe(false);
    expect(once.value).toBeNull();
    const [a, b] = [once.get(), once.get()];
    expect(await a).toBe("code");
    expect(await b).toBe("code");
    expect(calls).toBe(2);
    expect(once.value).toBe("code");
    expect(once.started).toBe(true);
  });
});
