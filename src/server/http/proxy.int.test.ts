/** TRUST_PROXY (issue 10 item 4): behind one proxy, a client cannot pick its address with X-Forwarded-For. */
import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../test/test-app";

const t = setUpTestApp({ env: { TRUST_PROXY: "1", RATE_LIMIT_LOGIN_PER_IP: "3" } });

describe("behind one reverse proxy (TRUST_PROXY=1)", () => {
  it("takes the address the proxy saw, not the one the client wrote, for per-address limits", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      // nginx appends the address it saw to whatever the client sent.
      const res = await t
        .client("127.0.0.1")
        .request(
          "POST",
          "/api/login",
          { username: `nobody-${i}`, password: "wrong-password" },
          { "x-forwarded-for": `10.9.9.${i}, 198.51.100.7` },
        );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another real client behind the same proxy is not affected.
    const other = await t
      .client("127.0.0.1")
      .request(
        "POST",
        "/api/login",
        { username: "nobody-else", password: "wrong-password" },
        { "x-forwarded-for": "198.51.100.8" },
      );
    expect(other.status).toBe(401);
  });
});
