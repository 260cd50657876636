import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as bodies from "./request-bodies";

describe("the request bodies' examples in the API docs", () => {
  it.each(Object.entries(bodies))("%s's example is a body the API accepts", (_name, schema) => {
    const example = z.globalRegistry.get(schema)?.example;
    expect(example).toBeDefined();
    const parsed = schema.safeParse(example);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});
