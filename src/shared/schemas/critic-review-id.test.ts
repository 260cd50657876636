import { describe, expect, it } from "vitest";
import { criticReviewIdParam } from "./critics";

describe("criticReviewIdParam", () => {
  it("takes our integer ids and Airtable record ids, and refuses ids beyond a PostgreSQL integer", () => {
    expect(criticReviewIdParam.safeParse({ id: "2147483647" }).success).toBe(true);
    expect(criticReviewIdParam.safeParse({ id: "recABCDEFGHIJKLMN" }).success).toBe(true);
    const tooBig = criticReviewIdParam.safeParse({ id: "2147483648" });
    expect(tooBig.success).toBe(false);
    expect(tooBig.error?.issues[0]?.message).toBe("Invalid critic review id");
  });
});
