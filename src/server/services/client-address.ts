import { isIPv4, isIPv6 } from "node:net";

/** An IPv6 address as its eight 16-bit groups, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.split("%")[0]!; // a zone ("fe80::1%eth0") names an interface, not a host
  if (!isIPv6(bare)) return null;
  let text = bare;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a, b, c, d] = dotted.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (s: string | undefined) => (s ? s.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What a client's address counts as in per-address limits. An IPv4 address is itself, also when it comes
 * IPv4-mapped (`::ffff:198.51.100.7`, as a dual-stack listener or a proxy may write it). An IPv6 address
 * counts by its first `ipv6Prefix` bits (RATE_LIMIT_IPV6_PREFIX, default 64): one customer is usually
 * given a whole /64 (or /56, /48), so counting each of its 2^64 addresses alone would be no limit at all.
 */
export function addressKey(ip: string | undefined, ipv6Prefix: number): string {
  if (!ip) return "unknown";
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  const masked = groups.map((group, i) => {
    const bits = Math.min(16, Math.max(0, ipv6Prefix - i * 16));
    return bits === 0 ? 0 : group & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${masked.map((g) => g.toString(16)).join(":")}/${ipv6Prefix}`;
}
