import dns from "node:dns";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/** A feed on an address the server must not reach for anyone (docs/decisions/0087). */
export class RefusedAddressError extends Error {
  readonly code = "EFEEDPRIVATE";
}

/**
 * Only ordinary public unicast addresses: private, loopback, link-local, unique-local, carrier-grade NAT,
 * multicast, reserved and the tunnelling prefixes that embed an IPv4 address are all refused. An
 * IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

const refusal = (host: string, address: string) =>
  new RefusedAddressError(`Refused: ${host} is on a private or reserved address (${address})`);

/** Throws for a URL whose host is a literal address that is not public (DNS is never asked for those). */
export function checkLiteralHost(url: URL): void {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !isPublicAddress(host)) throw refusal(host, host);
}

/**
 * `lookup` for node:http: resolves as usual, then refuses the connection when any address the name
 * resolves to is not public (checking them all, so a name cannot mix a public and a private answer).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad) return callback(refusal(hostname, bad.address), "", 0);
    if (options.all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new Error(`No address for ${hostname}`), "", 0);
    callback(null, first.address, first.family);
  });
};
