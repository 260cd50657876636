import { describe, expect, it } from "vitest";
import { addressKey } from "./client-address";

// Issue 33 item 4: per-address limits see an IPv6 customer's prefix, and IPv4-mapped addresses as IPv4.
describe("addressKey", () => {
  it("keeps an IPv4 address, also when written IPv4-mapped", () => {
    expect(addressKey("198.51.100.7", 64)).toBe("198.51.100.7");
    expect(addressKey("::ffff:198.51.100.7", 64)).toBe("198.51.100.7");
    expect(addressKey("::FFFF:c633:6407", 64)).toBe("198.51.100.7");
    expect(addressKey("0:0:0:0:0:ffff:198.51.100.7", 48)).toBe("198.51.100.7");
  });

  it("groups IPv6 addresses by their first 64 bits by default", () => {
    const a = addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd", 64);
    expect(a).toBe("2001:db8:1:2:0:0:0:0/64");
    expect(addressKey("2001:db8:1:2::1", 64)).toBe(a);
    expect(addressKey("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", 64)).toBe(a);
    expect(addressKey("2001:db8:1:3::1", 64)).not.toBe(a);
  });

  it("follows the configured prefix, also one that splits a group", () => {
    expect(addressKey("2001:db8:1:2ff::1", 56)).toBe("2001:db8:1:200:0:0:0:0/56");
    expect(addressKey("2001:db8:1:2ff::1", 56)).toBe(addressKey("2001:db8:1:200::9", 56));
    expect(addressKey("2001:db8:abcd:1::1", 48)).toBe("2001:db8:abcd:0:0:0:0:0/48");
    expect(addressKey("2001:db8::1", 128)).toBe("2001:db8:0:0:0:0:0:1/128");
    expect(addressKey("::1", 64)).toBe("0:0:0:0:0:0:0:0/64");
  });

  it("drops a zone and keeps anything that is no address as it is", () => {
    expect(addressKey("fe80::1%eth0", 64)).toBe("fe80:0:0:0:0:0:0:0/64");
    expect(addressKey(undefined, 64)).toBe("unknown");
    expect(addressKey("not-an-address", 64)).toBe("not-an-address");
  });
});
