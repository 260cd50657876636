/**
 * TRUST_PROXY (issue 10 item 4): behind one proxy, a client cannot pick its address with X-Forwarded-For.
 * Issue 33 item 4: per-address limits count an IPv6 client by its /64 and an IPv4-mapped one as IPv4.
 */
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

  async function loginFrom(address: string, n: number): Promise<number> {
    const res = await t
      .client("127.0.0.1")
      .request(
        "POST",
        "/api/login",
        { username: `nobody-v6-${n}`, password: "wrong-password" },
        { "x-forwarded-for": address },
      );
    return res.status;
  }

  it("counts every address of one IPv6 /64 together, and another /64 on its own", async () => {
    const statuses = [];
    for (const [i, address] of ["2001:db8:aa:1::1", "2001:db8:aa:1::2", "2001:db8:aa:1:9:8:7:6"].entries())
      statuses.push(await loginFrom(address, i));
    statuses.push(await loginFrom("2001:db8:aa:1:ffff:ffff:ffff:ffff", 3));
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await loginFrom("2001:db8:aa:2::1", 4)).toBe(401);
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await loginFrom("::ffff:203.0.113.5", 10 + i));
    statuses.push(await loginFrom("203.0.113.5", 13));
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
