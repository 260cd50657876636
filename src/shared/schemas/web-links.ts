/*
 * Links a person supplies about themselves (a critic's website and profile links, an application's links):
 * https only, to a public host, without credentials, and with a host that cannot pass for another one.
 * Issue 49 item 8; docs/decisions/0085.
 */

export const HTTPS_LINK_MESSAGE = "Please enter a link that starts with https://";
export const LINK_CREDENTIALS_MESSAGE = "Please leave any user name and password out of the link";
export const LINK_LOCAL_MESSAGE = "Please enter a public web address, not a local one";
const LINK_TOO_LONG = "URL must be at most 2048 characters";

/** IPv4 ranges that are not on the public internet: this host, private, shared (CGNAT), loopback, link-local. */
const LOCAL_IPV4: [number, number][] = [
  [0x00000000, 8],
  [0x0a000000, 8],
  [0x64400000, 10],
  [0x7f000000, 8],
  [0xa9fe0000, 16],
  [0xac100000, 12],
  [0xc0a80000, 16],
];

function isLocalIpv4(address: string): boolean {
  const parts = address.split(".").map(Number);
  const value = ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
  return LOCAL_IPV4.some(([start, bits]) => value >>> (32 - bits) === start >>> (32 - bits));
}

/** An IPv6 literal (as the URL parser writes it, compressed, lower case) that is not public. */
function isLocalIpv6(address: string): boolean {
  if (address === "::" || address === "::1") return true;
  // IPv4-mapped: the URL parser writes ::ffff:7f00:1 for ::ffff:127.0.0.1.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (mapped) {
    const [high, low] = [Number.parseInt(mapped[1]!, 16), Number.parseInt(mapped[2]!, 16)];
    return isLocalIpv4(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  // Unique local fc00::/7 and link-local fe80::/10.
  return /^f[cd][0-9a-f]{0,2}:/.test(address) || /^fe[89ab][0-9a-f]?:/.test(address);
}

/**
 * True for a host that names this machine or a private network: localhost (and *.localhost), and the
 * loopback, private, link-local and unspecified address literals, however written (the URL parser turns
 * 0x7f.1 or 2130706433 into 127.0.0.1).
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return isLocalIpv4(host);
  if (host.startsWith("[") && host.endsWith("]")) return isLocalIpv6(host.slice(1, -1));
  return false;
}

/** The scripts a host label may be written in, each tested on its own (everything else is "Other"). */
const SCRIPTS = [
  "Latin",
  "Greek",
  "Cyrillic",
  "Armenian",
  "Hebrew",
  "Arabic",
  "Devanagari",
  "Bengali",
  "Tamil",
  "Thai",
  "Georgian",
  "Hangul",
  "Hiragana",
  "Katakana",
  "Bopomofo",
  "Han",
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, "u")] as const);
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** Scripts that are written together (Unicode TS #39, "highly restrictive"), each with Latin. */
const WRITTEN_TOGETHER = [
  new Set(["Latin", "Han", "Hiragana", "Katakana"]),
  new Set(["Latin", "Han", "Bopomofo"]),
  new Set(["Latin", "Han", "Hangul"]),
];

function scriptsOf(label: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of label) {
    if (NEUTRAL.test(char)) continue;
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? "Other");
  }
  return scripts;
}

/** True when a label of the host mixes scripts that are not written together ("аpple": Cyrillic а, Latin pple). */
export function mixesScripts(host: string): boolean {
  return host.split(/[.\u3002\uff0e\uff61]/).some((label) => {
    const scripts = scriptsOf(label);
    return scripts.size > 1 && !WRITTEN_TOGETHER.some((set) => [...scripts].every((s) => set.has(s)));
  });
}

/** The host as it was typed (its letters as written, not the parser's punycode), or null. */
const typedHost = (link: string) => /^https:\/\/([^/?#:]*)/i.exec(link)?.[1] ?? null;

/**
 * A link as it is kept and shown: its host in punycode (xn--…) when it mixes scripts, so a look-alike of
 * another site shows as what it is; any other link as typed.
 */
export function withReadableHost(link: string): string {
  const host = typedHost(link);
  if (!host || !mixesScripts(host)) return link;
  try {
    return link.replace(host, new URL(link).hostname);
  } catch {
    return link;
  }
}

/** A link a person supplied, checked: the link to keep, or the problem to tell them. */
export function checkHttpsLink(text: string): { link: string } | { problem: string } {
  const link = text.trim();
  if (link.length > 2048) return { problem: LINK_TOO_LONG };
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { problem: HTTPS_LINK_MESSAGE };
  }
  if (url.protocol !== "https:" || !url.hostname) return { problem: HTTPS_LINK_MESSAGE };
  if (url.username || url.password) return { problem: LINK_CREDENTIALS_MESSAGE };
  if (isLocalHost(url.hostname)) return { problem: LINK_LOCAL_MESSAGE };
  return { link: withReadableHost(link) };
}
