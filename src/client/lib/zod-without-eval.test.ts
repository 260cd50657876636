import { describe, expect, it } from "vitest";
import { zodWithoutEval } from "./zod-without-eval";

describe("zodWithoutEval", () => {
  it("sets the configuration zod itself reads (a zod upgrade that moves it fails here)", async () => {
    zodWithoutEval();
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
    const { z } = await import("zod");
    expect(z.object({ name: z.string() }).safeParse({ name: "Ada" }).success).toBe(true);
  });
});
